import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver that loads its zod schema on first validation, so forms that sit on
 * every page (the footer newsletter) do not put zod into every page's first load.
 */
export function lazyZodResolver<T extends FieldValues>(
  loadSchema: () => Promise<Parameters<typeof import('@hookform/resolvers/zod').zodResolver>[0]>,
): Resolver<T> {
  let resolver: Resolver<T> | undefined;
  return async (values, context, options) => {
    if (!resolver) {
      const [{ zodResolver }, schema] = await Promise.all([import('@hookform/resolvers/zod'), loadSchema()]);
      resolver = zodResolver(schema) as unknown as Resolver<T>;
    }
    return resolver(values, context, options);
  };
}
