import type { SVGProps } from 'react';
import { SPRITE_URL } from './sprite-url';

type IconProps = SVGProps<SVGSVGElement>;

const base = { viewBox: '0 0 24 24', fill: 'currentColor', 'aria-hidden': true } as const;

export function WhatsAppIcon(props: IconProps) {
  return (
    <svg {...base} {...props}>
      <use href={`${SPRITE_URL}#brand-whatsapp`} />
    </svg>
  );
}

export function InstagramIcon(props: IconProps) {
  return (
    <svg {...base} {...props}>
      <use href={`${SPRITE_URL}#brand-instagram`} />
    </svg>
  );
}

export function FacebookIcon(props: IconProps) {
  return (
    <svg {...base} {...props}>
      <use href={`${SPRITE_URL}#brand-facebook`} />
    </svg>
  );
}

export function XIcon(props: IconProps) {
  return (
    <svg {...base} {...props}>
      <use href={`${SPRITE_URL}#brand-x`} />
    </svg>
  );
}

export function LinkedInIcon(props: IconProps) {
  return (
    <svg {...base} {...props}>
      <use href={`${SPRITE_URL}#brand-linkedin`} />
    </svg>
  );
}
