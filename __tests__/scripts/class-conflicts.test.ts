import { classConflicts } from '@/scripts/lib/class-conflicts.mjs';

describe('classConflicts', () => {
  it('passes classes that each set something different', () => {
    expect(classConflicts('<a class="h-11 px-6 text-sm text-gold hover:text-gold-hover">x</a>')).toEqual([]);
  });

  it('names the class another one overrides', () => {
    expect(classConflicts('<button class="h-9 px-4 text-sm text-xs">x</button>')).toEqual([
      { classes: 'h-9 px-4 text-sm text-xs', dropped: ['text-sm'] },
    ]);
  });

  it('reads arbitrary-variant classes as they are written', () => {
    expect(classConflicts('<div class="[&amp;_svg]:size-4 [&amp;_svg]:size-5"></div>')).toEqual([
      { classes: '[&_svg]:size-4 [&_svg]:size-5', dropped: ['[&_svg]:size-4'] },
    ]);
  });
});
