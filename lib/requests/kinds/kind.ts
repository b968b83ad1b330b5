import type { Loader } from '@/lib/on-use';
import type { SiteRequest } from '../model';
import type { RequestKind } from './table';

export type RequestMeta = { page: string; now?: Date };

export type RequestKindModule<Values, Context> = {
  name: RequestKind;
  loadSchema: Loader<unknown> | null;
  build: (values: Values, context: Context, meta: RequestMeta) => SiteRequest;
};

export const declareKind = <Values, Context>(kind: RequestKindModule<Values, Context>) => kind;
