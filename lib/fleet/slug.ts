/** "Citation CJ3+" → "citation-cj3": the aircraft's id in the address and in element ids. */
export function aircraftSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
