'use client';

import type { FieldValues } from 'react-hook-form';
import { useLazyZodForm } from '@/lib/forms/use-lazy-zod-form';
import { useWhenEngaged } from '@/lib/forms/when-engaged';
import type { Loader } from '@/lib/on-use';
import type { RequestKindModule } from '@/lib/requests/kinds/kind';
import { useRequestSend, type RequestActionOptions } from './use-request-action';

type RequestFormOptions<Values, Context> = RequestActionOptions<Values, Context> & {
  /** The form's own schema when its fields are not the kind's (the home quick booking's). */
  loadSchema?: Loader<unknown>;
  /** While true, a submit is ignored (the air ambulance's request, received and unchanged since). */
  blocked?: boolean;
};

/**
 * Every request form with fields: react-hook-form with the kind's schema (loaded on use), what is on
 * the page adopted when the code arrives late (lib/forms/fields-on-screen.ts), the kind's builder
 * with a new random id per submission, the confirmation, and one send per submission. The form
 * spreads `formProps` on its `<form>`, registers its fields on `form`, and renders `dialog` beside it.
 */
export function useRequestForm<Values extends FieldValues, Context>(
  loadKind: Loader<RequestKindModule<Values, Context>>,
  { loadSchema, blocked = false, ...options }: RequestFormOptions<Values, Context>,
) {
  const { onUnreachable } = options;
  const action = useRequestSend(loadKind, options);
  const { form, errors, submitting, formProps } = useLazyZodForm<Values>({
    loadSchema:
      loadSchema ??
      (() =>
        loadKind().then((kind) => {
          if (!kind.loadSchema) throw new Error(`A ${kind.name} request has no fields`);
          return kind.loadSchema();
        })),
    onValid: (values) => void action.run(values),
    onUnreachable,
    preload: action.warm,
    // One request per submission: nothing more is sent while its confirmation is open.
    blocked: blocked || !!action.dialog,
  });
  // Ready before the connection drops: the schema, the kind and the confirmation once the page is in
  // use and idle, so a request typed offline is still checked and kept. A form that shows its own
  // answer and keeps nothing (the air ambulance) fetches them on its first focus only.
  useWhenEngaged(options.send ? () => {} : formProps.onFocus);
  return { form, errors, submitting: submitting || action.busy, formProps, dialog: action.dialog };
}
