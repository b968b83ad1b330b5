import { outline, type IconProps } from './outline';

export function MenuIcon(props: IconProps) {
  return (
    <svg {...outline} {...props}>
      <path d="M4 5h16" />
      <path d="M4 12h16" />
      <path d="M4 19h16" />
    </svg>
  );
}
