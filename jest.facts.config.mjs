import base from './jest.config.mjs';

// The facts audit over the built site (out/), run by `npm run check:facts` after `npm run build`;
// `npm run test:unit` skips it, since out/ may not exist or may be stale then.
export default async function factsConfig() {
  const config = await base();
  return {
    ...config,
    testMatch: ['<rootDir>/__tests__/export/**/*.test.ts'],
    testPathIgnorePatterns: ['/node_modules/'],
  };
}
