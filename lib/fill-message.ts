// Fills only the placeholders named in values, through every string of a content object.
export function fillNamed<T>(value: T, values: Record<string, string>): T {
  if (typeof value === 'string') return fillMessage(value, values) as T;
  if (Array.isArray(value)) return value.map((item) => fillNamed(item, values)) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillNamed(item, values)])) as T;
  return value;
}

export function fillMessage(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);
}
