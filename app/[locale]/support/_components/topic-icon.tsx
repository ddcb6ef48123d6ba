// The icon of a top-level help heading, chosen by the content's `icon` key. Decorative: the
// heading's title names the card. An unknown key gets the book.
import type { ReactNode } from 'react';

const paths: Record<string, ReactNode> = {
  rocket: (
    <>
      <path d="M14 4c3-1.5 5.5-1 6-.5.5.5 1 3-.5 6L13 16l-5-5z" />
      <path d="M8 11 5 11l-2 3 4 .5M13 16l0 3-3 2-.5-4" />
      <circle cx="15.5" cy="8.5" r="1.5" />
      <path d="M6 18c-1 0-2 1-2.5 2.5C5 20 6 19 6 18z" />
    </>
  ),
  laser: (
    <>
      <path d="M9 3h6v5l-3 3-3-3z" />
      <path d="M12 11v6" />
      <path d="M8 17l4-2 4 2M4 21h16" />
      <path d="M12 17l-3 4M12 17l3 4" />
    </>
  ),
  marking: (
    <>
      <rect x="3" y="13" width="18" height="7" rx="1.5" />
      <path d="M7 16.5h3M12 16.5h5" />
      <path d="M12 3v7M9 6l3 4 3-4" />
    </>
  ),
  welding: (
    <>
      <path d="M4 20l7-7M11 13l2-2 3 3-2 2z" />
      <path d="M16 4l1 3M20 8l-3 1M19.5 4.5 17.5 6.5" />
      <path d="M3 21h8" />
    </>
  ),
  troubleshoot: (
    <>
      <path d="M14.5 5.5a4 4 0 0 0-5 5L4 16v4h4l5.5-5.5a4 4 0 0 0 5-5l-2.5 2.5-2.5-.5-.5-2.5z" />
    </>
  ),
  license: (
    <>
      <circle cx="8" cy="15" r="4" />
      <path d="M11 12l8-8M16 7l2 2M14 9l2 2" />
    </>
  ),
  book: (
    <>
      <path d="M4 5a2 2 0 0 1 2-2h13v16H6a2 2 0 0 0-2 2z" />
      <path d="M4 21V5M8 7h7M8 11h5" />
    </>
  ),
};

export function TopicIcon({ name, className }: { name: string; className?: string }) {
  return (
    <svg
      className={className}
      width="28"
      height="28"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.7"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {paths[name] ?? paths.book}
    </svg>
  );
}
