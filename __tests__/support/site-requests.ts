import { content } from '@/lib/content';
import { airAmbulanceRequest } from '@/lib/requests/kinds/air-ambulance';
import { bookingRequest } from '@/lib/requests/kinds/booking';
import { contactRequest } from '@/lib/requests/kinds/contact';
import { deskRequest } from '@/lib/requests/kinds/desk';
import { emptyLegRequest } from '@/lib/requests/kinds/empty-leg';
import { listingRequest } from '@/lib/requests/kinds/listing';
import { newsletterRequest } from '@/lib/requests/kinds/newsletter';
import type { SiteRequest } from '@/lib/requests/model';
import { airAmbulanceDefaults } from '@/lib/schemas/forms/air-ambulance-options';
import { plannerDefaults, type PlannerInput } from '@/lib/trips/planner-input';

// One request of every kind, made by the site's own builders, as a page would send it.

const { airports, pricing } = content;
export const bookingContext = { airports, pricing, greeting: 'Hello Vayu Jets, I would like to book this flight:' };
// 09:30 UTC is 15:00 in Mumbai.
export const requestNow = new Date('2027-01-10T09:30:00Z');
export const requestMeta = { page: '/book/?from=Mumbai#x', now: requestNow };

export const oneWay: PlannerInput = {
  ...plannerDefaults,
  departure: 'Mumbai (BOM)',
  arrival: 'Dubai (DXB)',
  date: '2027-02-01',
  time: '10:00',
  passengers: 4,
  jetType: 'midsize',
};
export const contactValues = { name: 'Priya Shah', email: 'priya@example.com', phone: '', message: 'Goa on Friday.' };
export const offer = {
  greeting: 'Hello Vayu Jets, I would like to request this empty leg.',
  reference: 'VJ-EL-101',
  route: 'New Delhi (DEL) → Mumbai (BOM)',
  when: '28 November 2026',
  aircraft: 'Praetor 500 (Midsize Jet)',
  price: '₹9,50,000',
  dates: ['2026-11-28'],
  fare: 950000,
};
const medevac = { ...airAmbulanceDefaults, contactName: 'Priya Shah', contactPhone: '98200 07777' };

export function everyKind(meta = requestMeta): SiteRequest[] {
  return [
    bookingRequest(oneWay, bookingContext, meta),
    contactRequest(contactValues, {}, meta),
    emptyLegRequest(offer, undefined, meta),
    airAmbulanceRequest(medevac as never, { heading: 'Air ambulance request' }, meta),
    newsletterRequest({ email: 'priya@example.com' }, undefined, meta),
    deskRequest(
      { role: 'Operator', action: 'Live Fleet Map', email: 'op@example.com' },
      { heading: 'Hello Vayu Jets operator desk' },
      meta,
    ),
    listingRequest(
      { type: 'Citation CJ3', registration: 'VT-ABC', base: 'BOM', seats: 7, availability: 'weekends' },
      {
        role: 'Jet Owner',
        email: 'owner@example.com',
        heading: 'Hello Vayu Jets owner desk, please list this aircraft',
        base: 'Mumbai (BOM)',
        availability: 'Weekends',
      },
      meta,
    ),
  ];
}
