import { BEYOND_MAX_AMOUNT, CRORE, formatINR, groupIndian, MAX_AMOUNT } from '@/lib/format';
import { formatINRShort } from '@/lib/format-short';

describe('formatINR', () => {
  it.each([
    [250_000, '₹2,50,000'],
    [450_000, '₹4,50,000'],
    [850_000, '₹8,50,000'],
    [150_000, '₹1,50,000'],
    [12_000_000, '₹1,20,00,000'],
    [999, '₹999'],
  ])('formats %d as %s', (amount, expected) => {
    expect(formatINR(amount)).toBe(expected);
  });

  it('says an amount beyond any price is beyond the bound instead of printing it', () => {
    expect(formatINR(Number.MAX_SAFE_INTEGER)).toBe('more than ₹1,000 Cr');
    expect(formatINR(Infinity)).toBe('more than ₹1,000 Cr');
    expect(formatINR(MAX_AMOUNT)).toBe('₹10,00,00,00,000');
  });

  it('words the bound as the short form of MAX_AMOUNT', () => {
    expect(BEYOND_MAX_AMOUNT).toBe(`more than ${formatINRShort(MAX_AMOUNT)}`);
  });
});

describe('formatINRShort', () => {
  it.each([
    [12_000_000, '₹1.2 Cr'],
    [8_000_000, '₹80 lakh'],
    [10_000_000, '₹1 Cr'],
    [125_000, '₹1.25 lakh'],
    [99_999, '₹99,999'],
    [99.995 * CRORE, '₹100 Cr'],
    [123.456 * CRORE, '₹123 Cr'],
    [999.6 * CRORE, '₹1,000 Cr'],
  ])('formats %d as %s', (amount, expected) => {
    expect(formatINRShort(amount)).toBe(expected);
  });

  it('never prints a fraction of a crore for hundreds of crores', () => {
    expect(formatINRShort(456.78 * CRORE)).not.toMatch(/\.\d+ Cr/);
  });

  it('says two stored absurd estimates summed are beyond the bound, not "₹1,80,14,39,850.95 Cr"', () => {
    expect(formatINRShort(2 * Number.MAX_SAFE_INTEGER)).toBe('more than ₹1,000 Cr');
  });
});

describe('groupIndian', () => {
  it.each([0, 7, 999, 1000, 2000, 12_345, 99_999, 1_00_000, 2_50_000, 12_34_567, 1_00_00_000, 98_76_54_321, -2_50_000])(
    'groups %d as en-IN does',
    (value) => {
      expect(groupIndian(value)).toBe(value.toLocaleString('en-IN'));
    },
  );
});
