import { company } from '@/content/company';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

// Lone surrogates become U+FFFD instead of throwing.
function encodeText(text: string): string {
  const wellFormed =
    typeof String.prototype.toWellFormed === 'function' ? text.toWellFormed() : text.replace(LONE_SURROGATE, '\uFFFD');
  return encodeURIComponent(wellFormed);
}

// In a module of its own: the error pages, loaded with every route, need only this one.
export { telHref } from './tel-href';

export function whatsappHref(text?: string, number: string = company.whatsapp): string {
  const base = `https://wa.me/${number.replace(/\D/g, '')}`;
  return text ? `${base}?text=${encodeText(text)}` : base;
}

export function mailtoHref(options: { subject?: string; body?: string } = {}, email: string = company.email): string {
  const params = Object.entries(options)
    .filter(([, value]) => value)
    .map(([key, value]) => `${key}=${encodeText(value as string)}`);
  return `mailto:${email}${params.length ? `?${params.join('&')}` : ''}`;
}

export function directionsHref(destination: string): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeText(destination)}`;
}

export const externalLinkProps = { target: '_blank', rel: 'noopener noreferrer' } as const;
