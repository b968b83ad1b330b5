import { refine, array as zodArray, string as zodString, type core } from 'zod';

// One by one: zod's `z` namespace carries ~60 KiB gzipped of locales that Turbopack cannot drop.
export {
  any,
  boolean,
  custom,
  date,
  discriminatedUnion,
  email,
  enum,
  int,
  iso,
  literal,
  nullable,
  number,
  object,
  optional,
  pipe,
  preprocess,
  record,
  refine,
  superRefine,
  transform,
  tuple,
  union,
  unknown,
  url,
  ZodError,
  ZodType,
} from 'zod';
export type { infer, input, output, ZodIssue, ZodSafeParseResult } from 'zod';

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
