import { refine, array as zodArray, string as zodString, type core } from 'zod';

// One by one: zod's `z` namespace carries ~60 KiB gzipped of locales that Turbopack cannot drop.
export {
  boolean,
  discriminatedUnion,
  email,
  enum,
  iso,
  literal,
  nullable,
  number,
  object,
  optional,
  record,
  refine,
  union,
  url,
  ZodType,
} from 'zod';
export type { infer, input, output } from 'zod';

export const stopAtWrongType = refine(() => true, {
  when: (payload: core.ParsePayload) => {
    if (payload.issues.length > 0) payload.aborted = true;
    return false;
  },
});

export function string(params?: Parameters<typeof zodString>[0]) {
  return zodString(params).check(stopAtWrongType);
}

export function array<T extends core.SomeType>(element: T, params?: Parameters<typeof zodArray>[1]) {
  return zodArray(element, params).check(stopAtWrongType);
}
