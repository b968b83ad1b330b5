import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  testPathIgnorePatterns: [
    '<rootDir>/e2e/',
    '<rootDir>/.next/',
    '<rootDir>/out/',
    '<rootDir>/out-plain/',
    '<rootDir>/out-fixtures/',
    // Reads the built site: run by `npm run check:facts` (jest.facts.config.mjs) after the build.
    '<rootDir>/__tests__/export/',
    // Helpers the suites import, not suites.
    '<rootDir>/__tests__/support/',
  ],
  modulePathIgnorePatterns: [
    '<rootDir>/.next/',
    '<rootDir>/out/',
    '<rootDir>/out-plain/',
    '<rootDir>/out-fixtures/',
    '<rootDir>/out-local/',
    '<rootDir>/out-inbox/',
  ],
};

// The Markdown stack (unified, remark, micromark and their helpers) ships ES modules only; jest
// compiles those to CommonJS like our own code, and still skips the rest of node_modules.
const ESM_ONLY = [
  'unified',
  'bail',
  'devlop',
  'is-plain-obj',
  'trough',
  'vfile',
  'vfile-message',
  'unist-util-[a-z-]+',
  'remark-[a-z-]+',
  'mdast-util-[a-z-]+',
  'micromark',
  'micromark-[a-z-]+',
  'decode-named-character-reference',
  'character-entities',
  // The inbox's query builder.
  'kysely',
];

export default async function jestConfig() {
  const resolved = await createJestConfig(config)();
  return {
    ...resolved,
    transformIgnorePatterns: resolved.transformIgnorePatterns.map((pattern) =>
      pattern.startsWith('/node_modules/(?!.pnpm)(?!(')
        ? pattern.replace('(?!(', `(?!(${ESM_ONLY.join('|')}|`)
        : pattern,
    ),
  };
}
