export type FlightDetails = { dates: string[]; estimate: unknown };

const list = (value: unknown) => (Array.isArray(value) ? (value as unknown[]) : []);

export type KindFacts = {
  kept: boolean;
  asksContact: boolean;
  contactInFields: boolean;
  recorded: false | 'asked' | { flight: (details: Record<string, unknown>) => FlightDetails };
  wording: {
    subject: 'booking' | 'contact' | 'emptyLeg' | 'airAmbulance' | 'newsletter' | 'desk' | 'listing';
    nextSteps: 'booking' | 'contact' | 'emptyLeg' | 'newsletter' | 'desk' | 'listing' | null;
    received: 'booking' | 'common';
    handoff: 'newsletter' | 'common';
  };
};

export const KIND_TABLE = {
  booking: {
    kept: true,
    asksContact: true,
    contactInFields: false,
    recorded: {
      flight: (details) => ({
        dates: list(details.legs).map((leg) => {
          const date = (leg as { date?: unknown } | null)?.date;
          return typeof date === 'string' ? date : '';
        }),
        estimate: details.estimate,
      }),
    },
    wording: { subject: 'booking', nextSteps: 'booking', received: 'booking', handoff: 'common' },
  },
  contact: {
    kept: true,
    asksContact: false,
    contactInFields: true,
    recorded: false,
    wording: { subject: 'contact', nextSteps: 'contact', received: 'common', handoff: 'common' },
  },
  'empty-leg': {
    kept: true,
    asksContact: true,
    contactInFields: false,
    recorded: {
      flight: (details) => ({
        dates: list(details.dates).filter((date): date is string => typeof date === 'string'),
        estimate: details.fare,
      }),
    },
    wording: { subject: 'emptyLeg', nextSteps: 'emptyLeg', received: 'common', handoff: 'common' },
  },
  'air-ambulance': {
    kept: false,
    asksContact: false,
    contactInFields: true,
    recorded: false,
    wording: { subject: 'airAmbulance', nextSteps: null, received: 'common', handoff: 'common' },
  },
  newsletter: {
    kept: true,
    asksContact: false,
    contactInFields: true,
    recorded: false,
    wording: { subject: 'newsletter', nextSteps: 'newsletter', received: 'common', handoff: 'newsletter' },
  },
  desk: {
    kept: true,
    asksContact: false,
    contactInFields: false,
    recorded: 'asked',
    wording: { subject: 'desk', nextSteps: 'desk', received: 'common', handoff: 'common' },
  },
  listing: {
    kept: true,
    asksContact: false,
    contactInFields: false,
    recorded: 'asked',
    wording: { subject: 'listing', nextSteps: 'listing', received: 'common', handoff: 'common' },
  },
} satisfies Record<string, KindFacts>;

export type RequestKind = keyof typeof KIND_TABLE;

export const REQUEST_KINDS = Object.keys(KIND_TABLE) as RequestKind[];

export const factsOf = (kind: RequestKind): KindFacts => KIND_TABLE[kind];

// The kinds an account's records keep, and which of them are flights.
export const RECORDED_KINDS = REQUEST_KINDS.filter((kind) => KIND_TABLE[kind].recorded !== false);
export type FlightKind = {
  [K in RequestKind]: (typeof KIND_TABLE)[K]['recorded'] extends object ? K : never;
}[RequestKind];
export const isFlightKind = (kind: string): kind is FlightKind =>
  kind in KIND_TABLE && typeof KIND_TABLE[kind as RequestKind].recorded === 'object';

// The kinds the outbox may keep: never the air ambulance, which promises to store nothing.
export const KEPT_KINDS = REQUEST_KINDS.filter((kind) => KIND_TABLE[kind].kept);
