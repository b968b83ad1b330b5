import { plural, pluralWord } from '@/lib/plural';

describe('plural', () => {
  it.each([
    [0, 'saved trip', undefined, '0 saved trips'],
    [1, 'saved trip', undefined, '1 saved trip'],
    [2, 'saved trip', undefined, '2 saved trips'],
    [1, 'more past flight', undefined, '1 more past flight'],
    [7, 'more past flight', undefined, '7 more past flights'],
    [1, 'empty leg', undefined, '1 empty leg'],
    [12, 'article', undefined, '12 articles'],
    [1, 'Passenger', undefined, '1 Passenger'],
    [3, 'Passenger', undefined, '3 Passengers'],
    [1, 'child', 'children', '1 child'],
    [2, 'child', 'children', '2 children'],
  ])('%d and "%s" (or "%s") read "%s"', (count, one, other, expected) => {
    expect(plural(count, one, other)).toBe(expected);
  });
});

describe('pluralWord', () => {
  it.each([
    [1, 'flies', 'fly', 'flies'],
    [2, 'flies', 'fly', 'fly'],
    [0, 'flies', 'fly', 'fly'],
    [1, 'aircraft', 'aircraft', 'aircraft'],
    [3, 'night', undefined, 'nights'],
  ])('%d and "%s" (or "%s") read "%s", without the count', (count, one, other, expected) => {
    expect(pluralWord(count, one, other)).toBe(expected);
  });
});
