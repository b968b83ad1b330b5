import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { readYaml } from '@/lib/content-files/yaml';

// One YAML file per offer, so the editor at /admin/ adds, changes and deletes offers as files.
export const OFFERS_DIR = 'content/empty-legs';

export type OfferFile = { file: string; data: unknown };

/** Every offer file's name and data, in file-name order; reading only, nothing is checked here. */
export function offerFiles(root = process.cwd()): OfferFile[] {
  const dir = path.join(root, OFFERS_DIR);
  return readdirSync(dir)
    .filter((name) => /\.ya?ml$/.test(name))
    .sort()
    .map((name) => {
      const file = `${OFFERS_DIR}/${name}`;
      return { file, data: readYaml(file, readFileSync(path.join(dir, name), 'utf8')) };
    });
}
