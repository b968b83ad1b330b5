import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

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
          paths: [
            {
              name: 'zod',
              message: "Import { z } from '@/lib/schemas/zod': it turns off zod's eval probe, which our CSP forbids.",
            },
          ],
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
    'next-env.d.ts',
    'playwright-report/**',
    'test-results/**',
    'bench/**',
    'coverage/**',
  ]),
]);
