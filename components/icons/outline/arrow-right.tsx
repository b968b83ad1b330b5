import { outline, type IconProps } from './outline';

export function ArrowRightIcon(props: IconProps) {
  return (
    <svg {...outline} {...props}>
      <path d="M5 12h14" />
      <path d="m12 5 7 7-7 7" />
    </svg>
  );
}
