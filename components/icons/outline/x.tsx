import { outline, type IconProps } from './outline';

export function XIcon(props: IconProps) {
  return (
    <svg {...outline} {...props}>
      <path d="M18 6 6 18" />
      <path d="m6 6 12 12" />
    </svg>
  );
}
