// The captcha's icons, drawn for the site. Decorative: the controls carry the names.
const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2.2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

function Svg(props: { children: React.ReactNode; size?: number }) {
  const size = props.size ?? 20;
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {props.children}
    </svg>
  );
}

export const RefreshIcon = () => (
  <Svg size={22}>
    <path {...stroke} d="M20 11a8 8 0 1 0-2.3 5.7" />
    <path {...stroke} d="M20 4v7h-7" />
  </Svg>
);

export const ArrowIcon = () => (
  <Svg>
    <path {...stroke} d="M5 12h14M13 6l6 6-6 6" />
  </Svg>
);

export const CheckIcon = () => (
  <Svg>
    <path {...stroke} d="M5 12.5l4.5 4.5L19 7.5" />
  </Svg>
);

export const CrossIcon = () => (
  <Svg>
    <path {...stroke} d="M6 6l12 12M18 6L6 18" />
  </Svg>
);
