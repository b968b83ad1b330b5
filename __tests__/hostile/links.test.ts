/** @jest-environment node */
import naughtyStrings from 'big-list-of-naughty-strings/blns.json';
import fc from 'fast-check';
import { company } from '@/content/company';
import { content } from '@/lib/content';
import { mailtoHref, whatsappHref } from '@/lib/links';
import { quoteOf } from '@/lib/requests/quote';
import { renderQuote } from '@/lib/requests/render';
import { plan, type Plan } from '@/lib/trips/plan';

// Link building never throws, and the text arrives exactly as typed, whatever it holds
// (a lone surrogate, which no URL can carry, arrives as U+FFFD).

// Hundreds of parses per test: generous on a busy CI box, where 5 s is not enough.
jest.setTimeout(60_000);

const HOSTILE = [
  ...(naughtyStrings as string[]),
  '</script><script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'abc\u202Edef\u200B\u200C\u200D\uFEFF',
  'lone \uD800 high',
  'lone \uDC00 low',
  '\uDBFF\uDBFF\uDFFF',
  '& # ? + % = %20 %zz',
  'line 1\nline 2\r\nline 3',
  'x'.repeat(10_000),
];

const anyCodeUnit = fc.oneof(
  { weight: 3, arbitrary: fc.integer({ min: 0, max: 0x10ffff }).map((code) => String.fromCodePoint(code)) },
  { weight: 1, arbitrary: fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code)) },
);
const text = fc.oneof(
  fc.string({ unit: 'binary' }),
  fc.string({ unit: anyCodeUnit }),
  fc.string({ unit: 'grapheme' }),
  fc.string({ unit: anyCodeUnit, minLength: 2000, maxLength: 5000 }),
  fc.constantFrom(...HOSTILE),
);

const waText = (href: string) => new URL(href).searchParams.get('text');
const planned = plan({}, content);
const mailParams = (href: string) => new URLSearchParams(href.split('?')[1] ?? '');

function expectRoundTrip(input: string) {
  const expected = input.toWellFormed();
  const wa = whatsappHref(input);
  expect(wa.startsWith(`https://wa.me/${company.whatsapp}`)).toBe(true);
  // An empty text builds the bare chat link.
  expect(waText(wa)).toBe(input ? expected : null);
  const mail = mailParams(mailtoHref({ subject: input, body: input }));
  expect(mail.get('subject')).toBe(input ? expected : null);
  expect(mail.get('body')).toBe(input ? expected : null);
}

describe('hostile input: link helper', () => {
  it('builds wa.me and mailto: links from every naughty string, decoding back to it', () => {
    for (const input of HOSTILE) expectRoundTrip(input);
  });

  it('never throws on generated strings, lone surrogates included, and decodes back to the well-formed text', () => {
    fc.assert(fc.property(text, expectRoundTrip), { numRuns: 200 });
  });

  it('keeps well-formed text exactly as typed: RTL marks, zero-width characters, emoji, markup', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme' }).filter((input) => input !== ''),
        (input) => waText(whatsappHref(input)) === input,
      ),
      { numRuns: 200 },
    );
    expect(waText(whatsappHref('<script>alert(1)</script>'))).toBe('<script>alert(1)</script>');
    expect(waText(whatsappHref('\u202Eevil\u200B 🛩'))).toBe('\u202Eevil\u200B 🛩');
  });

  it('builds the booking WhatsApp message from hostile form values without throwing', () => {
    const anyValue = fc.oneof(text, fc.anything());
    fc.assert(
      fc.property(
        fc.record({ departure: anyValue, arrival: anyValue, date: anyValue, time: anyValue, passengers: anyValue }),
        fc.oneof(fc.constantFrom('light', 'midsize', 'heavy', 'helicopter'), fc.anything()),
        (values, jetType) => {
          // Whatever a plan's leg and party hold, however they got there.
          const { departure, arrival, date, time, passengers } = values;
          const odd = { legs: [{ departure, arrival, date, time }], passengers, jetType };
          const message = renderQuote(quoteOf({ ...planned, ...odd } as Plan, 'Hello'), 'whatsapp');
          expect(typeof message).toBe('string');
          expect(() => whatsappHref(message)).not.toThrow();
        },
      ),
      { numRuns: 200 },
    );
  });
});
