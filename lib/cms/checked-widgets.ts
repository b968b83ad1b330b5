import type { EntryIssue } from '@/lib/cms/entry-checks';

type Immutable = { get: (key: string) => unknown; getIn: (path: string[]) => unknown; toJS?: () => unknown };
type ControlProps = {
  field: Immutable;
  value: unknown;
  forID: string;
  collection: Immutable;
  getEntry: () => Immutable;
  [prop: string]: unknown;
};
type Widget = { name: string; control: unknown; preview: unknown; schema?: unknown };
export type WidgetRegistry = {
  getWidgets: () => Widget[];
  getWidget: (name: string) => Omit<Widget, 'name'>;
  registerWidget: (name: string, control: unknown, preview?: unknown, schema?: unknown) => void;
};
type Inner = {
  isValid?: () => unknown;
  focus?: (path?: string) => void;
  getValidateValue?: () => unknown;
  getWrappedInstance?: () => Inner;
};
type Instance = { props: ControlProps; inner?: Inner };
export type CreateClass = (spec: Record<string, unknown> & ThisType<Instance>) => unknown;
export type H = (type: unknown, props: Record<string, unknown> | null, ...children: unknown[]) => unknown;
export type Check = (entry: { collection: string; file?: string; slug?: string; data: unknown }) => EntryIssue[];

const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const pathText = (path: EntryIssue['path']) => path.slice(1).map(String).join('.');

export function fieldMessage(label: string, issues: readonly EntryIssue[]) {
  return issues
    .map(({ path, message }) => `${sentence(`${label}${pathText(path) ? ` (${pathText(path)})` : ''}`)}: ${message}.`)
    .join(' ');
}

type Field = Immutable & { equals?: (other: unknown) => boolean };
type Fields = { some: (test: (field: Field) => boolean) => boolean };
type Files = { toJS: () => { name: string; file: string }[]; find: (test: (file: Immutable) => boolean) => Immutable };

function entryOf(props: ControlProps) {
  const entry = props.getEntry();
  const collection = String(props.collection.get('name'));
  const slug = entry.get('slug') ? String(entry.get('slug')) : undefined;
  const files = props.collection.get('files') as Files | undefined;
  const file = files?.toJS().find((item) => item.name === slug)?.file;
  const data = (entry.get('data') as Immutable | undefined)?.toJS?.() ?? {};
  return { collection, file, slug: entry.get('newRecord') ? undefined : slug, data };
}

function isTopLevel(props: ControlProps) {
  const slug = props.getEntry().get('slug');
  const files = props.collection.get('files') as Files | undefined;
  const fields = (
    files ? files.find((file) => file.get('name') === slug)?.get('fields') : props.collection.get('fields')
  ) as Fields | undefined;
  return Boolean(fields?.some((field) => field === props.field || Boolean(field.equals?.(props.field))));
}

type Config = Immutable;

function fieldAt(field: Config, path: readonly PropertyKey[]): Config {
  let current = field;
  for (const key of path) {
    const children = current.get('fields') as
      { find: (test: (child: Config) => boolean) => Config | undefined } | undefined;
    const child = children?.find((item) => item.get('name') === key) ?? (current.get('field') as Config | undefined);
    if (child && (child.get('name') === key || typeof key === 'number')) current = child;
  }
  return current;
}

function valueAt(data: unknown, path: readonly PropertyKey[]) {
  return path.reduce<unknown>((value, key) => (value as Record<PropertyKey, unknown> | undefined)?.[key], data);
}

function saidByPattern(field: Config, issue: EntryIssue, data: unknown) {
  const pattern = (fieldAt(field, issue.path.slice(1)).get('pattern') as Config | undefined)?.toJS?.() as
    [string, string] | undefined;
  if (!pattern || pattern[1] !== issue.message) return false;
  return !new RegExp(pattern[0]).test(String(valueAt(data, issue.path) ?? ''));
}

function checked(control: unknown, h: H, createClass: CreateClass, check: Check) {
  return createClass({
    displayName: 'CheckedControl',
    isValid() {
      const own = this.inner?.isValid?.() ?? true;
      if (own !== true) return own;
      const name = String(this.props.field.get('name'));
      if (!isTopLevel(this.props)) return true;
      const context = entryOf(this.props);
      // What a field's own pattern already reports in the schema's words is not said twice.
      const mine = check(context).filter(
        (issue) => issue.path[0] === name && !saidByPattern(this.props.field, issue, context.data),
      );
      if (!mine.length) return true;
      const label = String(this.props.field.get('label') ?? name);
      return { error: { type: 'CUSTOM', message: fieldMessage(label, mine) } };
    },
    focus(path?: string) {
      if (this.inner?.focus) this.inner.focus(path);
      else document.getElementById(this.props.forID)?.focus();
    },
    getValidateValue() {
      return this.inner?.getValidateValue?.();
    },
    render() {
      const props: Record<string, unknown> = { ...this.props };
      delete props.ref;
      return h(control, {
        ...props,
        ref: (inner: Inner | null) => {
          this.inner = inner?.getWrappedInstance ? inner.getWrappedInstance() : (inner ?? undefined);
        },
      });
    },
  });
}

// Re-registers each widget with its control wrapped; call before the editor draws a form.
export function checkEveryWidget(cms: WidgetRegistry, h: H, createClass: CreateClass, check: Check) {
  for (const { name } of cms.getWidgets()) {
    const widget = cms.getWidget(name);
    const control = checked(widget.control, h, createClass, check);
    if (Object.isFrozen(widget)) cms.registerWidget(name, control, widget.preview, widget.schema);
    else widget.control = control;
  }
}
