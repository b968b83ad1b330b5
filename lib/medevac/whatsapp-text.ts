import { requests } from '@/content/requests';
import { orPending, TO_BE_CONFIRMED } from '@/lib/requests/line';
import type { AirAmbulanceValues } from '@/lib/schemas/forms/air-ambulance';
import {
  CONDITION_LABELS,
  ESCORT_LABELS,
  TRANSFER_LABELS,
  WHEN_LABELS,
} from '@/lib/schemas/forms/air-ambulance-options';
import { formatTravelDate } from '@/lib/trips/travel-date';

export type MedevacAnswers = AirAmbulanceValues;

function label<K extends string>(labels: Record<K, string>, value: K | null | undefined): string {
  return (value && labels[value]) || TO_BE_CONFIRMED;
}

const ticked = (value: boolean) => (value ? requests.checkbox.ticked : requests.checkbox.unticked);

function whenText(answers: MedevacAnswers): string {
  if (answers.when === 'date' && answers.date) return `${formatTravelDate(answers.date)} (Mumbai time)`;
  return WHEN_LABELS.asap;
}

export function medevacContent(answers: MedevacAnswers, heading: string) {
  const lines: [string, string][] = [
    ["Patient's condition", label(CONDITION_LABELS, answers.condition)],
    ['Transfer', label(TRANSFER_LABELS, answers.transfer)],
    ['From', orPending(answers.from)],
    ['To', orPending(answers.to)],
    ['When', whenText(answers)],
    ['Stretcher', ticked(answers.stretcher)],
    ['Oxygen', ticked(answers.oxygen)],
    ['Medical escort', label(ESCORT_LABELS, answers.escort)],
    ['Companions', answers.companions],
    ['Contact name', orPending(answers.contactName)],
    ['Contact phone', orPending(answers.contactPhone)],
  ];
  return { heading, fields: lines.map(([label, value]) => ({ label, value })), notes: [] as string[] };
}
