import { readYaml, refuseContent } from '@/lib/content-files/yaml';

// Front matter is YAML and nothing else: a fence naming another language.

const OPENING = /^---[ \t]*\r?\n/;
const CLOSING = /^---[ \t]*$/m;

function refuse(file: string, message: string): never {
  return refuseContent(file, 'front matter', message);
}

export function splitFrontMatter(file: string, source: string): { data: unknown; body: string } {
  const text = source.replace(/^\uFEFF/, '');
  if (!OPENING.test(text)) {
    const first = JSON.stringify(text.split(/\r?\n/, 1)[0].slice(0, 40));
    refuse(file, `must be YAML between two lines of three dashes (---); the first line is ${first}`);
  }
  const rest = text.replace(OPENING, '');
  const closing = CLOSING.exec(rest);
  if (!closing) refuse(file, 'has no closing line of three dashes (---)');
  const data = readYaml(file, rest.slice(0, closing.index), 'front matter');
  return { data, body: rest.slice(closing.index + closing[0].length).replace(/^\r?\n/, '') };
}
