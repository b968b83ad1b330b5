import { company } from '@/content/company';

export function telHref(e164: string = company.phone.e164): string {
  return `tel:${e164.replace(/[^\d+]/g, '')}`;
}
