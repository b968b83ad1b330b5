import { outline, type IconProps } from './outline';

export function PlusIcon(props: IconProps) {
  return (
    <svg {...outline} {...props}>
      <path d="M5 12h14" />
      <path d="M12 5v14" />
    </svg>
  );
}
