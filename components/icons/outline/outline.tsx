// Lucide's outline icons (ISC licence), one file each, drawn inline. Never import lucide-react:
// its Icon is a client module, so even an icon in a server component ships lucide's runtime to
// the browser and hydrates as a client component (ESLint refuses the import). To add an icon,
// copy its shapes from lucide's icon data (node_modules/lucide-react/dist/esm/icons/<name>.mjs).
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

/** Any of the icons in this folder. */
export type OutlineIcon = (props: IconProps) => React.JSX.Element;
