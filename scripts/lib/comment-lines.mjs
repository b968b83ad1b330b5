// The comment rule of docs/comments.md, as `node scripts/lib/comment-lines.mjs` prints it and jest checks it.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const LIMIT = 0.02;
const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;
const GENERATED = /(^|\/)minified\.(mjs|d\.mts)$/;
const DIRECTIVE =
  /eslint-|@ts-(expect-error|ignore|nocheck)|@jsx|prettier-ignore|webpack[A-Z]|@license|istanbul ignore/;

export function sourceFiles(root, dir) {
  const found = [];
  for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...sourceFiles(root, relative));
    else if (SOURCE.test(entry.name) && !GENERATED.test(relative)) found.push(relative);
  }
  return found;
}

export function commentsOf(text) {
  const lines = [];
  let nonBlank = 0;
  let inBlock = false;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    nonBlank++;
    const opens = /^(\{\s*)?\/\*/.test(line);
    if (inBlock || opens || line.startsWith('//')) {
      if (!DIRECTIVE.test(line)) lines.push(line);
      inBlock = (inBlock || opens) && !line.includes('*/');
    }
  }
  return { nonBlank, lines };
}

function prose(lines) {
  return lines
    .map((line) => line.replace(/^(\{\s*)?(\/\/+|\/\*+|\*\/|\*)\s?/, '').replace(/\*\/\s*\}?$/, ''))
    .join(' ');
}

export function sentencesOf(lines) {
  return prose(lines)
    .split(/(?<=[.;:?!])\s+/)
    .map((s) =>
      s
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, ' ')
        .trim(),
    )
    .filter((s) => s.split(' ').length > 6);
}

export function measure(root, dirs = ['lib', 'components']) {
  /** @type {Record<string, { comments: number; lines: number; share: number }>} */
  const perDir = {};
  const seen = new Map();
  for (const dir of dirs) {
    let comments = 0;
    let lines = 0;
    for (const file of sourceFiles(root, dir)) {
      const result = commentsOf(readFileSync(path.join(root, file), 'utf8'));
      comments += result.lines.length;
      lines += result.nonBlank;
      for (const sentence of sentencesOf(result.lines)) {
        const files = seen.get(sentence) ?? new Set();
        files.add(file);
        seen.set(sentence, files);
      }
    }
    perDir[dir] = { comments, lines, share: lines ? comments / lines : 0 };
  }
  const repeated = [...seen]
    .filter(([, files]) => files.size > 1)
    .map(([sentence, files]) => ({ sentence, files: [...files] }));
  return { perDir, repeated };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { perDir, repeated } = measure(process.cwd());
  for (const [dir, { comments, lines, share }] of Object.entries(perDir))
    console.log(`${dir}/: ${comments} comment lines / ${lines} non-blank = ${(share * 100).toFixed(1)}%`);
  for (const { sentence, files } of repeated) console.log(`repeated: "${sentence}" in ${files.join(', ')}`);
}
