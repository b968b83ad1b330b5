import { createRequest } from '../build';
import { declareKind, type RequestMeta } from './kind';

export type DeskAction = { role: string; action: string; email: string };

export function deskRequest(desk: DeskAction, context: { heading: string }, meta: RequestMeta) {
  return createRequest(
    {
      kind: 'desk',
      heading: context.heading,
      fields: [
        { label: 'Action', value: desk.action },
        { label: 'Account', value: `${desk.email} (${desk.role})` },
      ],
      notes: [],
      details: { role: desk.role, action: desk.action },
      contact: { name: '', email: desk.email },
    },
    meta,
  );
}

export const deskKind = declareKind({ name: 'desk', loadSchema: null, build: deskRequest });
