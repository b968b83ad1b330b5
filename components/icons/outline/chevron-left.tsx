import { outline, type IconProps } from './outline';

export function ChevronLeftIcon(props: IconProps) {
  return (
    <svg {...outline} {...props}>
      <path d="m15 18-6-6 6-6" />
    </svg>
  );
}
