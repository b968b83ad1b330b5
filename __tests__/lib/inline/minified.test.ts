/**
 * @jest-environment node
 */
import * as shipped from '@/lib/inline/minified.mjs';
import { minifyInlineScripts } from '@/scripts/lib/inline-scripts.mjs';

describe('lib/inline/minified.mjs', () => {
  it('is what lib/inline/ minifies to today (else run npm run inline-scripts and commit it)', async () => {
    expect({ ...shipped }).toEqual(await minifyInlineScripts());
  });
});
