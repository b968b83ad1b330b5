export const WATCH_ROUTE_ERRORS = {
  fromRequired: 'Please choose where you would fly from.',
  toRequired: 'Please choose where you would fly to.',
  sameAirport: 'Choose two different airports.',
} as const;
