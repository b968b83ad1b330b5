import { formatINR, formatINRShort, groupIndian } from '@/lib/format';

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
});

describe('formatINRShort', () => {
  it.each([
    [12_000_000, '₹1.2 Cr'],
    [8_000_000, '₹80 lakh'],
    [10_000_000, '₹1 Cr'],
    [125_000, '₹1.25 lakh'],
    [99_999, '₹99,999'],
  ])('formats %d as %s', (amount, expected) => {
    expect(formatINRShort(amount)).toBe(expected);
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
