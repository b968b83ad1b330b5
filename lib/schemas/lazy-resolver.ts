import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { messages } from '@/content/messages';
import { onUse } from '@/lib/on-use';
import { showConnectionError } from '@/lib/toast';

export const loadZodResolver = onUse(() => import('@hookform/resolvers/zod'));

// Loads zod and the schema on first submit, so a form page's first load carries no zod.
export function lazyZodResolver<T extends FieldValues>(loadSchema: () => Promise<unknown>): Resolver<T> {
  let resolver: Resolver<T> | undefined;
  return async (values, context, options) => {
    if (!resolver) {
      try {
        const [{ zodResolver }, schema] = await Promise.all([loadZodResolver(), loadSchema()]);
        resolver = (zodResolver as (schema: unknown) => Resolver<T>)(schema);
      } catch {
        // Nothing is cached yet, so the next submit fetches the chunks again.
        void showConnectionError();
        const errors = { root: { type: 'connection', message: messages.connectionFailed.description } };
        return { values: {}, errors: errors as FieldErrors<T> };
      }
    }
    return resolver(values, context, options);
  };
}
