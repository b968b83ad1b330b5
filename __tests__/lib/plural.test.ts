import { plural } from '@/lib/plural';

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
