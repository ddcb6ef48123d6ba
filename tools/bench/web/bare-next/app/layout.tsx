// The yardstick of `npm run bench:web`: Next's smallest App Router page, built and served by the
// same Next as the site, with nothing of the site's.
import type { ReactNode } from 'react';

export const metadata = { title: 'Bare Next.js page' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
