import type { SampleMarks } from '@/lib/schemas/content/samples';
import { reservedAddresses } from './site-url';

// One thing a real company must replace before release: where it is and what goes there.
export type ReleaseItem = { file: string; path: string; value: string; put: string };

export type DataSource = { path: string; file: string; at: string };
export type ContentModule = { file: string; exports: Record<string, unknown>; sources?: DataSource[] };
export type ContentText = { file: string; text: string };

const RESERVED_PUT =
  "an address on the company's own domain (the desks' addresses are in content/data/company.json and company-profile.json)";

const COMPANY_PUT = "the company's own figure; once it is confirmed, set confirm: 'confirmed'";

function* toConfirm(value: unknown, path: string): Generator<[string, { value: unknown }]> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return;
  const record = value as Record<string, unknown>;
  if (record.confirm === 'company') yield [path, { value: record.value }];
  else for (const [key, item] of Object.entries(record)) yield* toConfirm(item, `${path}.${key}`);
}

function valueAt(root: Record<string, unknown>, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], root);
}

function* strings(value: unknown, path: string): Generator<[string, string]> {
  if (typeof value === 'string') yield [path, value];
  else if (Array.isArray(value)) for (const [index, item] of value.entries()) yield* strings(item, `${path}.${index}`);
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) yield* strings(item, path ? `${path}.${key}` : key);
}

const hostOf = (text: string) => {
  try {
    return new URL(text).hostname;
  } catch {
    return '';
  }
};

function located(entry: ContentModule, item: ReleaseItem): ReleaseItem {
  const source = entry.sources?.find(({ path }) => item.path === path || item.path.startsWith(`${path}.`));
  if (!source) return item;
  const rest = item.path.slice(source.path.length + 1);
  return { ...item, file: source.file, path: [source.at, rest].filter(Boolean).join('.') || '(root)' };
}

const preview = (value: unknown) => {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 72 ? `${text.slice(0, 71)}…` : text;
};

export function releaseItems(modules: ContentModule[], texts: ContentText[] = []) {
  const items: ReleaseItem[] = [];
  const problems: string[] = [];
  const marked = new Set<string>();
  const markedPaths = new Map<string, string[]>();
  for (const entry of modules) {
    const { file, exports } = entry;
    const marks = (exports.samples ?? {}) as SampleMarks;
    markedPaths.set(file, Object.keys(marks));
    for (const [path, put] of Object.entries(marks)) {
      const value = valueAt(exports, path);
      if (value === undefined) {
        problems.push(`${file}: samples names ${path}, which is not in the module: delete that line`);
        continue;
      }
      items.push(located(entry, { file, path, value: preview(value), put }));
      for (const [, text] of strings(value, path)) marked.add(text);
    }
  }
  for (const entry of modules) {
    const { file, exports } = entry;
    const covered = markedPaths.get(file) ?? [];
    for (const [name, value] of Object.entries(exports)) {
      if (name === 'samples') continue;
      for (const [path, text] of strings(value, name)) {
        if (
          marked.has(text) ||
          marked.has(hostOf(text)) ||
          covered.some((mark) => path === mark || path.startsWith(`${mark}.`))
        )
          continue;
        for (const address of reservedAddresses(text))
          items.push(located(entry, { file, path, value: address, put: RESERVED_PUT }));
      }
    }
  }
  for (const entry of modules)
    for (const [name, value] of Object.entries(entry.exports))
      for (const [path, figure] of toConfirm(value, name))
        items.push(located(entry, { file: entry.file, path, value: preview(figure.value), put: COMPANY_PUT }));
  for (const { file, text } of texts)
    for (const [index, line] of text.split('\n').entries())
      for (const address of reservedAddresses(line))
        items.push({ file, path: `line ${index + 1}`, value: address, put: RESERVED_PUT });
  return { items, problems };
}

export function formatItems(items: ReleaseItem[]): string {
  return items.map((item) => `  - ${item.file}: ${item.path} = ${item.value}\n      put: ${item.put}`).join('\n');
}
