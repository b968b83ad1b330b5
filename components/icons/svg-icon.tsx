import type { ComponentType, SVGProps } from 'react';
import type { OutlineIconName } from './drawings';
import { SPRITE_URL } from './sprite-url';

// Lucide's outline icons (lucide-static's drawings, no icon runtime), drawn from one cached sprite.

export type IconProps = SVGProps<SVGSVGElement>;
export type LucideIcon = ComponentType<IconProps>;

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
