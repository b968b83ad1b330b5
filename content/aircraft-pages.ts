import type { AircraftPagesContent } from '@/lib/schemas/content/aircraft-pages';

// The page of each aircraft at /fleet/<slug>/. Specifications come from content/fleet.ts, the
// safety card from provenance.ts, "non-stop from Mumbai" from compare.ts; the sample routes below
// are priced by the same route estimator as /book (rates in pricing.ts), timed for this aircraft.
export const aircraftPages = {
  description: 'The {name}: seats, range, cruise speed, cabin, safety card and indicative prices from Mumbai.',
  backLabel: 'All aircraft',
  photosHeading: 'Photos',
  cabinCaption:
    'A representative cabin of this class; the layout of the aircraft you fly is confirmed with your quote.',
  specsHeading: 'Specifications',
  featuresHeading: 'On board',
  provenanceHeading: 'Safety and provenance',
  nonStopHeading: 'Non-stop from Mumbai',
  nonStopIntro: 'Where the {name} reaches without a fuel stop, by the same range figures as the fleet comparison.',
  pricesHeading: 'Indicative one-way prices',
  pricesIntro: 'Worked out by the route estimator on the booking page, at this aircraft’s own cruise speed and range.',
  pricesNote:
    'Each estimate adds {itemised} to the flying hours, each as its own line. The operator confirms the final price before you pay.',
  pricesColumns: { route: 'Route', flightTime: 'Flight time', price: 'One way, indicative' },
  bookHeading: 'Fly the {name}',
  bookText: 'Open the planner with this aircraft chosen; add your route, date and party, and a consultant confirms it.',
  bookLabel: 'Book this aircraft',
  planner: { label: 'Aircraft requested', remove: 'Any aircraft of this type' },
  jetTypes: {
    light: {
      sampleRoutes: [
        { from: 'BOM', to: 'GOI' },
        { from: 'BOM', to: 'BLR' },
        { from: 'BOM', to: 'DEL' },
      ],
      cabinPhoto: { photoId: 'photo-1661354421565-74ffd9650918', alt: 'The seats of a business jet cabin' },
    },
    midsize: {
      sampleRoutes: [
        { from: 'BOM', to: 'DEL' },
        { from: 'BOM', to: 'DXB' },
        { from: 'BOM', to: 'SIN' },
      ],
      cabinPhoto: { photoId: 'photo-1625513123245-fcb02d69ad12', alt: 'Leather seats in a private jet cabin' },
    },
    heavy: {
      sampleRoutes: [
        { from: 'BOM', to: 'DXB' },
        { from: 'BOM', to: 'SIN' },
        { from: 'BOM', to: 'LHR' },
      ],
      cabinPhoto: { photoId: 'photo-1768346564233-d71f37bd19b6', alt: 'The lounge of a large private jet cabin' },
    },
    helicopter: {
      sampleRoutes: [
        { from: 'BOM', to: 'PNQ' },
        { from: 'BOM', to: 'GOI' },
      ],
    },
  },
} satisfies AircraftPagesContent;
