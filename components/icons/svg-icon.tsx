import type { ComponentType, SVGProps } from 'react';
import type { OutlineIconName } from './drawings';
import { SPRITE_URL } from './sprite-url';

// Lucide's outline icons (lucide-static's drawings, no icon runtime), drawn from one cached sprite
// (components/icons/sprite.ts): a page's HTML and scripts carry only each icon's name. One module per
// icon (components/icons/lucide/). The brand marks Lucide does not draw are in brand-icons.tsx.

export type IconProps = SVGProps<SVGSVGElement>;
export type LucideIcon = ComponentType<IconProps>;

// Like lucide-react: hidden from assistive technology unless the icon is given a name of its own.
const named = (props: IconProps) =>
  Object.keys(props).some((key) => key.startsWith('aria-') || key === 'title' || key === 'role');

export function Svg({ icon, ...props }: IconProps & { icon: OutlineIconName }) {
  return (
    <svg
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden={named(props) ? undefined : true}
      {...props}
    >
      <use href={`${SPRITE_URL}#${icon}`} />
    </svg>
  );
}
