import { outline, type IconProps } from './outline';

export function ChevronRightIcon(props: IconProps) {
  return (
    <svg {...outline} {...props}>
      <path d="m9 18 6-6-6-6" />
    </svg>
  );
}
