import type { FleetContent, Takeoff } from '@/lib/schemas/content/fleet';

// Typed as the one Takeoff, so every aircraft has the same shape whichever it needs.
const runway = (lengthM: number): Takeoff => ({ kind: 'runway', lengthM });
const helipad: Takeoff = { kind: 'helipad' };

// Each aircraft's figures live here once: seats (a typical executive layout), range, cruise speed,
// cabin height, baggage and what it takes off from, the manufacturers' published figures. A jet's
// takeoff is its take-off field length at maximum weight, sea level and standard day, in metres; a
// helicopter's is a helipad. A category's seats, range and cruise are worked out from these
// (content/pricing.ts), and its runway is its longest aircraft's (lib/fleet/takeoff.ts). A flight time
// in copy is a placeholder such as {time_BOM_PNQ}, timed for the aircraft by the estimator, and a
// runway length is {runway}, filled from the aircraft's takeoff. The Bell 429 is listed at 370 nm, its
// range with the cabin full, rather than Bell's 411 nm ferry figure.
export const fleet = {
  categories: [
    {
      id: 'light-jets',
      jetType: 'light',
      name: 'Light Jets',
      summary:
        'Quick, efficient and private for up to {lightSeats}: ideal for Goa, Bengaluru or Delhi and back in a day.',
      aircraft: [
        {
          name: 'Citation CJ3+',
          seats: 7,
          rangeNm: 2040,
          features: [
            'Garmin G3000 touchscreen flight deck',
            'Cruises at up to 416 knots',
            'Private aft lavatory',
            'Uses runways as short as {runway}',
          ],
          imageDescription: 'A Citation CJ3+ light jet on the apron, ready to board',
          photo: { photoId: 'photo-1619652116813-98504fce82d2', alt: 'A light private jet parked on the apron' },
          cruiseKn: 416,
          cabinHeightM: 1.45,
          baggageCuFt: 65,
          takeoff: runway(969),
        },
        {
          name: 'Phenom 300E',
          seats: 7,
          rangeNm: 2010,
          features: [
            'Fastest light jet in service, at 464 knots',
            'Quietest cabin in its class',
            'Largest baggage hold of any light jet',
            'Cabin Wi-Fi and phone-controlled lighting',
          ],
          imageDescription: 'A Phenom 300E light jet seen nose-on at the terminal',
          photo: { photoId: 'photo-1619659085985-f51a00f0160a', alt: 'A private jet seen nose-on on the apron' },
          cruiseKn: 464,
          cabinHeightM: 1.5,
          baggageCuFt: 84,
          takeoff: runway(978),
        },
      ],
    },
    {
      id: 'midsize-jets',
      jetType: 'midsize',
      name: 'Midsize Jets',
      summary: 'Stand-up cabins and range for the Gulf and Southeast Asia without a fuel stop.',
      aircraft: [
        {
          name: 'Praetor 500',
          seats: 9,
          rangeNm: 3340,
          features: [
            'Six-foot, flat-floor cabin',
            'Ka-band Wi-Fi fast enough to stream',
            'Fly-by-wire with turbulence reduction',
            'Nonstop from Mumbai to Singapore',
          ],
          imageDescription: 'A Praetor 500 midsize jet parked on the tarmac',
          photo: { photoId: 'photo-1474302770737-173ee21bab63', alt: 'A business jet parked on the tarmac' },
          cruiseKn: 466,
          cabinHeightM: 1.83,
          baggageCuFt: 155,
          takeoff: runway(1287),
        },
        {
          name: 'Challenger 350',
          seats: 9,
          rangeNm: 3200,
          features: [
            'Widest cabin in the super-midsize class',
            'Seats that recline fully for overnight sectors',
            'Walk-in baggage compartment',
            'Nonstop from Mumbai to Hong Kong',
          ],
          imageDescription: 'A Challenger 350 super-midsize jet on the runway',
          photo: { photoId: 'photo-1551049743-200ed61d6375', alt: 'A sleek business jet on a runway' },
          cruiseKn: 470,
          cabinHeightM: 1.83,
          baggageCuFt: 106,
          takeoff: runway(1474),
        },
      ],
    },
    {
      id: 'heavy-jets',
      jetType: 'heavy',
      name: 'Heavy Jets',
      summary: 'Intercontinental range, separate cabin zones and a bed for the long nights.',
      aircraft: [
        {
          name: 'Global 7500',
          seats: 14,
          rangeNm: 7700,
          features: [
            'Four living spaces and a private suite',
            'Dedicated crew rest for ultra-long flights',
            'Nuage zero-gravity seating',
            'Nonstop from Mumbai to New York',
          ],
          imageDescription: 'A Global 7500 heavy jet with its long, swept wings',
          photo: { photoId: 'photo-1732973599973-aa40c754a5d8', alt: 'A large-cabin Bombardier Global-type jet' },
          cruiseKn: 516,
          cabinHeightM: 1.88,
          baggageCuFt: 195,
          takeoff: runway(1768),
        },
        {
          name: 'Falcon 8X',
          seats: 14,
          rangeNm: 6450,
          features: [
            'Three engines for long overwater routes',
            'Quietest cabin Dassault has built',
            'Optional shower and three lounge areas',
            'Nonstop from Mumbai to London',
          ],
          imageDescription: 'A Falcon 8X trijet in profile with its airstairs lowered',
          photo: {
            photoId: 'photo-1540962351504-03099e0a754b',
            alt: 'A Dassault Falcon business jet in side profile at dusk, airstairs down',
          },
          cruiseKn: 488,
          cabinHeightM: 1.88,
          baggageCuFt: 140,
          takeoff: runway(1792),
        },
      ],
    },
    {
      id: 'helicopters',
      jetType: 'helicopter',
      name: 'Helicopters',
      summary: 'Skip the expressway: helipad to helipad for Pune, Alibaug, Lonavala and Shirdi.',
      aircraft: [
        {
          name: 'Bell 429',
          seats: 6,
          rangeNm: 370,
          features: [
            'Twin engines, IFR-certified',
            'Club seating in an air-conditioned cabin',
            'Rear clamshell doors for luggage',
            'Mumbai to Pune in {time_BOM_PNQ}',
          ],
          imageDescription: 'A Bell 429 twin-engine helicopter on the helipad',
          photo: { photoId: 'photo-1563561686990-f0ef5b3e0b7c', alt: 'A private helicopter' },
          cruiseKn: 150,
          cabinHeightM: 1.37,
          baggageCuFt: 76,
          takeoff: helipad,
        },
        {
          name: 'Leonardo AW139',
          seats: 6,
          rangeNm: 573,
          features: [
            'Spacious VIP cabin with club seating',
            'Twin engines and a run-dry gearbox',
            'Four-axis autopilot, two pilots every flight',
            'Helipad to helipad, Mumbai to Alibaug across the harbour',
          ],
          imageDescription: 'A Leonardo AW139 helicopter in flight over the hills',
          photo: {
            photoId: 'photo-1495554698253-681539e9ea84',
            alt: 'A blue helicopter in flight over snow-covered mountains',
          },
          cruiseKn: 165,
          cabinHeightM: 1.42,
          baggageCuFt: 120,
          takeoff: helipad,
        },
      ],
    },
  ],
  statsBand: {
    heading: 'Fleet at a glance',
    stats: ['aircraft', 'availability', 'support', 'safety'],
  },
} satisfies FleetContent;
