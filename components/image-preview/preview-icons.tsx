// The toolbar's icons, drawn for the site like components/icons.tsx. Decorative: each button
// carries its own name.
const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

function Svg(props: { children: React.ReactNode }) {
  return (
    <svg width={22} height={22} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {props.children}
    </svg>
  );
}

export const ZoomInIcon = () => (
  <Svg>
    <circle {...stroke} cx="11" cy="11" r="7" />
    <path {...stroke} d="M20 20l-4-4M8 11h6M11 8v6" />
  </Svg>
);

export const ZoomOutIcon = () => (
  <Svg>
    <circle {...stroke} cx="11" cy="11" r="7" />
    <path {...stroke} d="M20 20l-4-4M8 11h6" />
  </Svg>
);

export const RotateIcon = () => (
  <Svg>
    <path {...stroke} d="M20 12a8 8 0 1 1-2.34-5.66" />
    <path {...stroke} d="M20 4v5h-5" />
  </Svg>
);
