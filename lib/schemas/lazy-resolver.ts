import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { messages } from '@/content/messages';
import { showConnectionError } from '@/lib/toast';

/**
 * A react-hook-form resolver that loads zod and the form's schema on first validation (the first
 * submit), so a page with a form does not carry zod in its first load. Import the schema module
 * only through `loadSchema`; take constants from the form's `*-options.ts` module.
 */
export function lazyZodResolver<T extends FieldValues>(loadSchema: () => Promise<unknown>): Resolver<T> {
  let resolver: Resolver<T> | undefined;
  return async (values, context, options) => {
    if (!resolver) {
      try {
        const [{ zodResolver }, schema] = await Promise.all([import('@hookform/resolvers/zod'), loadSchema()]);
        resolver = (zodResolver as (schema: unknown) => Resolver<T>)(schema);
      } catch {
        // The chunks could not be fetched: stop this submit with a clear message; the next one
        // loads them again (nothing is cached until it has loaded).
        void showConnectionError();
        const errors = { root: { type: 'connection', message: messages.connectionFailed.description } };
        return { values: {}, errors: errors as FieldErrors<T> };
      }
    }
    return resolver(values, context, options);
  };
}
