import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import { defineConfig, globalIgnores } from 'eslint/config';

const zodPath = {
  name: 'zod',
  message: "Import { z } from '@/lib/schemas/zod': it turns off zod's eval probe, which our CSP forbids.",
};
// Layers point one way: build scripts import the site's shared constants from lib/, never the reverse
// (docs/layers.md).
const scriptsPattern = {
  regex: '^(@/|(\\.\\.?/)+)scripts/',
  message: 'Site code does not import build scripts: move the shared constant into lib/ and import it from there.',
};

const serverContentPath = {
  name: '@/lib/content',
  allowTypeImports: true,
  message: 'Shared lib code reads the raw @/content/* modules or takes content as an argument.',
};
// Imports that would run back up out of the domain.
const domainPatterns = [
  {
    regex: '^(@/|(\\.\\.?/)+)(content|components|app)(/|$)',
    message: 'The domain takes content as an argument and knows no page: pass the data or the copy in.',
  },
  {
    regex: '^(@/lib/|(\\.\\.?/)+(lib/)?)schemas/forms(/|$)',
    message: 'Forms read the rules from the domain, not the reverse: import the rule from lib/trips/rules.ts.',
  },
];

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    // Playwright fixtures call `use(...)`, which react-hooks mistakes for React's use() hook.
    files: ['e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['app/**', 'components/**', 'lib/**', 'content/**'],
    rules: {
      'react/no-danger': 'error',
      'no-restricted-imports': [
        'error',
        {
          paths: [zodPath],
          patterns: [scriptsPattern],
        },
      ],
    },
  },
  {
    // Server code reads validated content through the loader (see "Reading content" in the README).
    files: ['app/**', 'lib/metadata.ts', 'lib/seo/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [zodPath],
          patterns: [
            scriptsPattern,
            {
              group: ['@/content/*'],
              message: "Server code reads validated content: import { content } from '@/lib/content'.",
            },
          ],
        },
      ],
    },
  },
  {
    // Other lib modules may run in the browser, where the server-only loader must never go.
    files: ['lib/**'],
    ignores: ['lib/content.ts', 'lib/metadata.ts', 'lib/seo/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [zodPath, serverContentPath],
          patterns: [scriptsPattern],
        },
      ],
    },
  },
  {
    // The domain (trips, prices, aircraft) takes its data as arguments and knows no form, page or
    // copy: nothing in it imports content, the form schemas, components or app (docs/layers.md).
    files: ['lib/estimate/**', 'lib/trips/**', 'lib/booking/**', 'lib/fleet/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [zodPath, serverContentPath],
          patterns: [scriptsPattern, ...domainPatterns],
        },
      ],
    },
  },
  {
    // The one place allowed each: escaped JSON-LD, and the module that configures zod.
    files: ['components/seo/json-ld.tsx'],
    rules: { 'react/no-danger': 'off' },
  },
  {
    files: ['lib/schemas/zod.ts', 'lib/schemas/zod-api.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  globalIgnores([
    '.next/**',
    'out/**',
    'out-plain/**',
    'out-fixtures/**',
    'out-local/**',
    'out-inbox/**',
    'next-env.d.ts',
    'playwright-report/**',
    'test-results/**',
    'bench/**',
    'coverage/**',
  ]),
]);
