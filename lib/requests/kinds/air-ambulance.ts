import { medevacContent, type MedevacAnswers } from '@/lib/medevac/whatsapp-text';
import { onUse } from '@/lib/on-use';
import { createRequest } from '../build';
import { declareKind, type RequestMeta } from './kind';

export function airAmbulanceRequest(answers: MedevacAnswers, context: { heading: string }, meta: RequestMeta) {
  const { when, date, condition, transfer } = answers;
  return createRequest(
    {
      kind: 'air-ambulance',
      ...medevacContent(answers, context.heading),
      details: { condition, transfer, when, date: when === 'date' ? date : null },
      contact: { name: answers.contactName, phone: answers.contactPhone },
    },
    meta,
  );
}

export const airAmbulanceKind = declareKind({
  name: 'air-ambulance',
  loadSchema: onUse(() => import('@/lib/schemas/forms/air-ambulance').then((module) => module.airAmbulanceSchema)),
  build: airAmbulanceRequest,
});
