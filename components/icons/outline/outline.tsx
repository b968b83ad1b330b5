// Lucide's outline icons (ISC licence), one file each, drawn inline: importing lucide-react in a
// client component ships its icon runtime to the browser. Server components use lucide-react.
import type { SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement>;

/** Lucide's outline attributes: 24px grid, 2px round strokes in the current colour. */
export const outline = {
  xmlns: 'http://www.w3.org/2000/svg',
  width: 24,
  height: 24,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
} as const;
