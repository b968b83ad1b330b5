import { outline, type IconProps } from './outline';

export function CheckIcon(props: IconProps) {
  return (
    <svg {...outline} {...props}>
      <path d="M20 6 9 17l-5-5" />
    </svg>
  );
}
