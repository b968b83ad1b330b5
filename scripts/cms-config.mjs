// The editor's configuration, generated from the content schemas and the content (lib/cms/), written
// as YAML: by the build into out/admin/config.yml, and by `npm run cms`. Run it alone to print it:
// `node scripts/cms-config.mjs` (or `--out FILE`). The GitHub repository and branch the editor opens
// pull requests on come from CMS_GITHUB_REPO and CMS_GITHUB_BRANCH, the OAuth provider from
// CMS_AUTH_BASE_URL (docs/editing-content.md).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import YAML from 'yaml';
import { DEFAULT_PROXY_PORT } from '../lib/cms/editable-folders.mjs';
import { importTs } from './lib/load-content.mjs';

export const DEFAULT_REPO = 'vayujets/website';

/** The configuration as YAML, for today in Mumbai (a first or last date before it is refused). */
export async function cmsConfigYaml(env = process.env) {
  const { decapConfig } = await importTs('lib/cms/decap-config.ts');
  const { mumbaiDate } = await importTs('lib/time/mumbai.ts');
  const config = decapConfig({
    today: mumbaiDate(),
    proxyPort: Number(env.CMS_PROXY_PORT || DEFAULT_PROXY_PORT),
    backend: {
      repo: env.CMS_GITHUB_REPO || DEFAULT_REPO,
      branch: env.CMS_GITHUB_BRANCH || 'main',
      authBaseUrl: env.CMS_AUTH_BASE_URL || undefined,
    },
  });
  const note = '# Written by scripts/cms-config.mjs from the content schemas: edit those, not this file.\n';
  return note + YAML.stringify(config, { lineWidth: 0 });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const at = process.argv.indexOf('--out');
  const text = await cmsConfigYaml();
  if (at < 0) process.stdout.write(text);
  else writeFileSync(path.resolve(process.argv[at + 1]), text);
}
