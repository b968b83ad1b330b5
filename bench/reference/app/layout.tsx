import type { ReactNode } from 'react';

export const metadata = {
  title: 'Reference page',
  description: 'A bare Next.js static export: the framework floor the bench measures against.',
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
