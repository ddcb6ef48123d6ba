// Inline SVG icons, drawn for this site: no icon font or CDN. Decorative by default; the
// control that holds an icon carries the accessible name.
import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement> & { size?: number };

function Svg({ size = 24, children, ...rest }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}

const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export const MenuIcon = (p: IconProps) => (
  <Svg {...p}>
    <path {...stroke} d="M4 7h16M4 12h16M4 17h16" />
  </Svg>
);

export const CloseIcon = (p: IconProps) => (
  <Svg {...p}>
    <path {...stroke} d="M6 6l12 12M18 6L6 18" />
  </Svg>
);

export const ArrowUpIcon = (p: IconProps) => (
  <Svg {...p}>
    <path {...stroke} d="M12 19V5M5 12l7-7 7 7" />
  </Svg>
);

export const ExternalIcon = (p: IconProps) => (
  <Svg {...p}>
    <path
      {...stroke}
      d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5"
    />
  </Svg>
);

export const LanguageIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle {...stroke} cx="12" cy="12" r="9" />
    <path
      {...stroke}
      d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z"
    />
  </Svg>
);

export const FacebookIcon = (p: IconProps) => (
  <Svg {...p}>
    <path
      fill="currentColor"
      d="M13.6 22v-8.2h2.8l.5-3.4h-3.3V8.2c0-.9.4-1.8 1.9-1.8H17V3.5c-.5-.1-1.6-.2-2.8-.2-2.8 0-4.5 1.6-4.5 4.6v2.5H6.8v3.4h2.9V22h3.9z"
    />
  </Svg>
);

export const TwitterIcon = (p: IconProps) => (
  <Svg {...p}>
    <path
      fill="currentColor"
      d="M21.5 6.2c-.7.3-1.4.5-2.2.6.8-.5 1.4-1.2 1.7-2.1-.8.4-1.6.7-2.4.9a3.8 3.8 0 0 0-6.5 3.5A10.8 10.8 0 0 1 4.2 5.1a3.8 3.8 0 0 0 1.2 5.1c-.6 0-1.2-.2-1.7-.5 0 1.9 1.3 3.4 3 3.8-.6.2-1.2.2-1.7.1.5 1.5 1.9 2.6 3.6 2.6A7.7 7.7 0 0 1 3 17.8 10.8 10.8 0 0 0 8.8 19.5c7 0 10.8-5.8 10.8-10.8v-.5c.8-.5 1.4-1.2 1.9-2z"
    />
  </Svg>
);

// Eyes and other details are holes (even-odd), so the icon reads in any colour on any background.
export const WechatIcon = (p: IconProps) => (
  <Svg {...p}>
    <path
      fill="currentColor"
      fillRule="evenodd"
      d="M9.2 4C5.2 4 2 6.7 2 10c0 1.9 1 3.5 2.6 4.6L4 16.8l2.5-1.3c.8.2 1.7.4 2.7.4h.5a5.6 5.6 0 0 1-.2-1.5c0-3.3 3.1-5.9 7-5.9h.5C16.4 5.9 13.1 4 9.2 4zM5.9 8.6a0.9 0.9 0 1 0 1.8 0a0.9 0.9 0 1 0 -1.8 0zM10.5 8.6a0.9 0.9 0 1 0 1.8 0a0.9 0.9 0 1 0 -1.8 0z"
    />
    <path
      fill="currentColor"
      fillRule="evenodd"
      d="M22 14.3c0-2.8-2.8-5-6.2-5s-6.2 2.2-6.2 5 2.8 5 6.2 5c.8 0 1.5-.1 2.2-.3l2 1.1-.5-1.8c1.5-1 2.5-2.4 2.5-4zM12.95 13.4a0.75 0.75 0 1 0 1.5 0a0.75 0.75 0 1 0 -1.5 0zM17.15 13.4a0.75 0.75 0 1 0 1.5 0a0.75 0.75 0 1 0 -1.5 0z"
    />
  </Svg>
);

export const AndroidIcon = (p: IconProps) => (
  <Svg {...p}>
    <path
      fill="currentColor"
      fillRule="evenodd"
      d="M5 11a7 7 0 0 1 14 0zM8.3 8.4a0.9 0.9 0 1 0 1.8 0a0.9 0.9 0 1 0 -1.8 0zM13.9 8.4a0.9 0.9 0 1 0 1.8 0a0.9 0.9 0 1 0 -1.8 0z"
    />
    <path {...stroke} strokeWidth={1.6} d="M7.5 5.5L6 3.3M16.5 5.5L18 3.3" />
    <rect x="5" y="12" width="14" height="7.5" rx="1.5" fill="currentColor" />
  </Svg>
);

export const LinuxIcon = (p: IconProps) => (
  <Svg {...p}>
    <path
      fill="currentColor"
      fillRule="evenodd"
      d="M12 2.5c-2.6 0-4 2-4 4.6 0 1.5-.6 2.8-1.6 4.3C5 13.4 4.5 15.5 5.3 17.5 6.2 19.8 9 21.5 12 21.5s5.8-1.7 6.7-4c.8-2 .3-4.1-1.1-6.1-1-1.5-1.6-2.8-1.6-4.3 0-2.6-1.4-4.6-4-4.6zM12 10.6c2 0 3.6 2.1 3.6 4.5s-1.6 4.6-3.6 4.6-3.6-2.1-3.6-4.6 1.6-4.5 3.6-4.5zM9.3 7a1 1 0 1 0 2 0a1 1 0 1 0 -2 0zM12.7 7a1 1 0 1 0 2 0a1 1 0 1 0 -2 0z"
    />
  </Svg>
);

export const WindowsIcon = (p: IconProps) => (
  <Svg {...p}>
    <path
      fill="currentColor"
      d="M3 5.4l7.4-1v7.1H3zM11.4 4.2L21 3v8.5h-9.6zM3 12.5h7.4v7.1l-7.4-1zM11.4 12.5H21V21l-9.6-1.3z"
    />
  </Svg>
);

export const AppleIcon = (p: IconProps) => (
  <Svg {...p}>
    <path
      fill="currentColor"
      d="M16.4 12.6c0-2.4 2-3.5 2-3.6-1.1-1.6-2.8-1.8-3.4-1.8-1.4-.2-2.8.8-3.5.8-.7 0-1.8-.8-3-.8-1.6 0-3 .9-3.8 2.3-1.6 2.8-.4 7 1.2 9.2.8 1.1 1.7 2.4 2.9 2.3 1.2 0 1.6-.7 3-.7s1.8.7 3 .7c1.3 0 2.1-1.1 2.8-2.3.9-1.3 1.3-2.5 1.3-2.6 0 0-2.5-1-2.5-3.5zM14.2 5.6c.6-.8 1.1-1.8 1-2.9-.9 0-2.1.6-2.7 1.4-.6.7-1.1 1.7-1 2.8 1 .1 2.1-.5 2.7-1.3z"
    />
  </Svg>
);
