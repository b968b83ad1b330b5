import { company } from '@/content/company';
import { externalLinkProps, mailtoHref, telHref, whatsappHref } from '@/lib/links';

const textOf = (href: string) => new URL(href).searchParams.get('text');

describe('link helper', () => {
  it('builds the company tel: link from the one shared number', () => {
    expect(telHref()).toBe(`tel:${company.phone.e164}`);
    expect(telHref('+91 98200 07777')).toBe('tel:+919820007777');
  });

  it('builds a wa.me link to the company number, with and without text', () => {
    expect(whatsappHref()).toBe(`https://wa.me/${company.whatsapp}`);
    expect(whatsappHref('Hello')).toBe(`https://wa.me/${company.whatsapp}?text=Hello`);
  });

  it('builds a mailto: link with an encoded subject and body', () => {
    expect(mailtoHref()).toBe(`mailto:${company.email}`);
    expect(mailtoHref({ subject: 'Quote & more', body: 'Line 1\nLine 2' })).toBe(
      `mailto:${company.email}?subject=Quote%20%26%20more&body=Line%201%0ALine%202`,
    );
  });

  it.each([
    ['reserved characters', 'Fares & fees? #1 + 100% = yes'],
    ['newlines', 'From: Mumbai\nTo: Goa\r\nDate: today'],
    ['emoji', 'Wheels up ✈️🥂'],
    ['RTL override and zero-width spaces', 'abc\u202Edef\u200B\u200Cghi'],
    ['Devanagari', 'नमस्ते वायु'],
  ])('round-trips %s exactly as typed', (_, text) => {
    expect(textOf(whatsappHref(text))).toBe(text);
  });

  it('never throws on a lone surrogate and replaces it with U+FFFD', () => {
    expect(() => whatsappHref('bad \uD800 pair')).not.toThrow();
    expect(textOf(whatsappHref('bad \uD800 pair'))).toBe('bad \uFFFD pair');
    expect(whatsappHref('\uDC00x')).toMatch(/\?text=%EF%BF%BDx$/);
  });

  it('keeps a valid surrogate pair intact', () => {
    expect(textOf(whatsappHref('jet 🛩'))).toBe('jet 🛩');
  });

  it('opens external links in a new tab without leaking the opener', () => {
    expect(externalLinkProps).toEqual({ target: '_blank', rel: 'noopener noreferrer' });
  });
});
