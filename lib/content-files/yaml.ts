import YAML from 'yaml';

// Content files are YAML and nothing else: YAML 1.2's core schema, where `date: 2026-02-30` stays
// text for the schema to refuse, a tag that builds something (`!!js/function`) is an error, and an
// alias bomb stops after 100 aliases. Editing a file can never run code.

export function refuseContent(file: string, field: string, message: string): never {
  throw new Error(`Invalid content in ${file}:\n  - ${field}: ${message}`);
}

/** The data of one YAML text; `field` names the part of the file in errors ("front matter", "(file)"). */
export function readYaml(file: string, text: string, field = '(file)'): unknown {
  const document = YAML.parseDocument(text);
  const problem = document.errors[0] ?? document.warnings[0];
  if (problem) refuseContent(file, field, `is not valid YAML: ${problem.message.split('\n')[0]}`);
  // Reading can still throw: a few lines of `&anchor`s and `*alias`es can stand for billions of values.
  try {
    return document.toJS() ?? {};
  } catch (error) {
    refuseContent(
      file,
      field,
      `cannot be read: ${error instanceof Error ? error.message : String(error)}; write each value out`,
    );
  }
}
