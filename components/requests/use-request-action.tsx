'use client';

import { useWhenEngaged } from '@/lib/forms/when-engaged';
import type { Loader } from '@/lib/on-use';
import type { RequestKindModule } from '@/lib/requests/kinds/kind';
import type { SiteRequest } from '@/lib/requests/model';
import { showConnectionError } from '@/lib/toast';
import { useSubmitOnce } from '@/lib/use-submit-once';
import { preloadRequest, useRequestConfirmation } from './use-request-confirmation';

export type RequestActionOptions<Values, Context> = {
  /** What the builder needs beyond the values, read or loaded on the submit (the chosen subject's words, the rate card). */
  context: (values: Values) => Context | Promise<Context>;
  /** What else the submit needs, fetched with the kind's module (the airports, the rate card). */
  preload?: Loader<unknown>[];
  /** Once the endpoint answered 2xx (a form may then clear itself). */
  onReceived?: () => void;
  /**
   * A kind that is not kept (the air ambulance) shows its own answer beside its form: it is handed
   * the request instead of the confirmation.
   */
  send?: (request: SiteRequest) => Promise<void>;
  /** When the kind's code cannot be fetched (offline before it was): by default, the connection message. */
  onUnreachable?: () => void;
};

/**
 * The send every request makes: the kind's builder makes the request, with a new random id each
 * time, and the confirmation sends it once. A press while one is prepared, or while its
 * confirmation is open, is ignored. `warm` fetches the kind, the confirmation and `preload`.
 */
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
    /** Builds and sends one request; ignored while one is prepared or its confirmation is open. */
    run: (values: Values) => dialog || submit.run(values),
    busy: submit.busy || !!dialog,
    dialog,
    warm: () => preloadRequest(loadKind, ...preload),
  };
}

/**
 * One request per press from values that need no form (an empty leg held, a desk action), fetched
 * once the page is in use and idle: a request made after the connection dropped is still kept.
 */
export function useRequestAction<Values, Context>(
  loadKind: Loader<RequestKindModule<Values, Context>>,
  options: RequestActionOptions<Values, Context>,
) {
  const action = useRequestSend(loadKind, options);
  useWhenEngaged(action.warm);
  return action;
}
