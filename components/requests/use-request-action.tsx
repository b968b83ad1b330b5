'use client';

import { useWhenEngaged } from '@/lib/forms/when-engaged';
import type { Loader } from '@/lib/on-use';
import type { RequestKindModule } from '@/lib/requests/kinds/kind';
import type { SiteRequest } from '@/lib/requests/model';
import { showConnectionError } from '@/lib/toast';
import { useSubmitOnce } from '@/lib/use-submit-once';
import { preloadRequest, useRequestConfirmation } from './use-request-confirmation';

export type RequestActionOptions<Values, Context> = {
  context: (values: Values) => Context | Promise<Context>;
  preload?: Loader<unknown>[];
  onReceived?: () => void;
  send?: (request: SiteRequest) => Promise<void>;
  onUnreachable?: () => void;
};

export function useRequestSend<Values, Context>(
  loadKind: Loader<RequestKindModule<Values, Context>>,
  { context, preload = [], onReceived, send, onUnreachable }: RequestActionOptions<Values, Context>,
) {
  const { confirm, dialog } = useRequestConfirmation({ onReceived });
  const submit = useSubmitOnce(async (values: Values) => {
    const [kind, known] = await Promise.all([loadKind(), context(values)]).catch(() => []);
    if (!kind) return onUnreachable ? onUnreachable() : void showConnectionError();
    await (send ?? confirm)(kind.build(values, known as Context, { page: window.location.pathname }));
  });
  return {
    run: (values: Values) => dialog || submit.run(values),
    busy: submit.busy || !!dialog,
    dialog,
    warm: () => preloadRequest(loadKind, ...preload),
  };
}

export function useRequestAction<Values, Context>(
  loadKind: Loader<RequestKindModule<Values, Context>>,
  options: RequestActionOptions<Values, Context>,
) {
  const action = useRequestSend(loadKind, options);
  useWhenEngaged(action.warm);
  return action;
}
