import type { Loader } from '@/lib/on-use';
import type { SiteRequest } from '../model';
import type { RequestKind } from './table';

export type RequestMeta = { page: string; now?: Date };

/**
 * A request kind's code, loaded on use: the schema of its form (none for a kind sent by one press,
 * the empty-leg hold and the desk actions) and the builder that turns the checked values, with what
 * the page knows (`context`), into the request. Its facts and words are in ./table.ts.
 */
export type RequestKindModule<Values, Context> = {
  name: RequestKind;
  loadSchema: Loader<unknown> | null;
  build: (values: Values, context: Context, meta: RequestMeta) => SiteRequest;
};

export const declareKind = <Values, Context>(kind: RequestKindModule<Values, Context>) => kind;
