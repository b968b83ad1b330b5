import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { readYaml } from '@/lib/content-files/yaml';

export const OFFERS_DIR = 'content/empty-legs';

export type OfferFile = { file: string; data: unknown };

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
