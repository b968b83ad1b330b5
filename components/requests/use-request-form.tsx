'use client';

import type { FieldValues } from 'react-hook-form';
import { useLazyZodForm } from '@/lib/forms/use-lazy-zod-form';
import { useWhenEngaged } from '@/lib/forms/when-engaged';
import type { Loader } from '@/lib/on-use';
import type { RequestKindModule } from '@/lib/requests/kinds/kind';
import { useRequestSend, type RequestActionOptions } from './use-request-action';

type RequestFormOptions<Values, Context> = RequestActionOptions<Values, Context> & {
  loadSchema?: Loader<unknown>;
  blocked?: boolean;
};

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
    blocked: blocked || !!action.dialog,
  });
  // Ready before the connection drops: the schema, the kind and the confirmation once the page is in use and idle.
  useWhenEngaged(options.send ? () => {} : formProps.onFocus);
  return { form, errors, submitting: submitting || action.busy, formProps, dialog: action.dialog };
}
