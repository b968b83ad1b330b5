export function fillStrict(template: string, values: Record<string, string>, file: string): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => {
    if (!(name in values)) throw new Error(`${file}: unknown placeholder ${match} in "${template}"`);
    return values[name];
  });
}
