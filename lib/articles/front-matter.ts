import YAML from 'yaml';

// Front matter is YAML and nothing else: a fence naming another language (`---js`) is refused
// before anything reads what follows, so editing an article can never run code. YAML 1.2, where
// `date: 2026-02-30` stays text for the schema to refuse rather than becoming 2 March.

const OPENING = /^---[ \t]*\r?\n/;
const CLOSING = /^---[ \t]*$/m;

function refuse(file: string, message: string): never {
  throw new Error(`Invalid content in ${file}:\n  - front matter: ${message}`);
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
  // A tag YAML does not know (`!!js/function`) is refused too, not read as a plain string.
  const document = YAML.parseDocument(rest.slice(0, closing.index));
  const problem = document.errors[0] ?? document.warnings[0];
  if (problem) refuse(file, `is not valid YAML: ${problem.message.split('\n')[0]}`);
  // Reading can still throw: a few lines of `&anchor`s and `*alias`es can stand for billions of values.
  let data: unknown;
  try {
    data = document.toJS() ?? {};
  } catch (error) {
    refuse(file, `cannot be read: ${error instanceof Error ? error.message : String(error)}; write each value out`);
  }
  return { data, body: rest.slice(closing.index + closing[0].length).replace(/^\r?\n/, '') };
}
