import YAML from 'yaml';

// Content files are YAML and nothing else: YAML 1.2's core schema, where `date.

export function refuseContent(file: string, field: string, message: string): never {
  throw new Error(`Invalid content in ${file}:\n  - ${field}: ${message}`);
}

export function readYaml(file: string, text: string, field = '(file)'): unknown {
  const document = YAML.parseDocument(text);
  const problem = document.errors[0] ?? document.warnings[0];
  if (problem) refuseContent(file, field, `is not valid YAML: ${problem.message.split('\n')[0]}`);
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
