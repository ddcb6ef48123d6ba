// The carousel's inline icons. Decorative: the button that holds one carries the name.
import type { ReactNode } from 'react';

function Svg({ children }: { children: ReactNode }) {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

export const PreviousIcon = () => (
  <Svg>
    <path d="M15 5l-7 7 7 7" />
  </Svg>
);

export const NextIcon = () => (
  <Svg>
    <path d="M9 5l7 7-7 7" />
  </Svg>
);

export const PauseIcon = () => (
  <Svg>
    <path d="M9 6v12M15 6v12" />
  </Svg>
);

export const PlayIcon = () => (
  <Svg>
    <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
  </Svg>
);
