import { outline, type IconProps } from './outline';

export function ClockIcon(props: IconProps) {
  return (
    <svg {...outline} {...props}>
      <circle cx="12" cy="12" r="10" />
      <path d="M12 6v6l4 2" />
    </svg>
  );
}
