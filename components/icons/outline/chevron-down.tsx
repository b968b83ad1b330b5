import { outline, type IconProps } from './outline';

export function ChevronDownIcon(props: IconProps) {
  return (
    <svg {...outline} {...props}>
      <path d="m6 9 6 6 6-6" />
    </svg>
  );
}
