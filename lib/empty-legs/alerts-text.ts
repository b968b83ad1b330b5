/** The WhatsApp text of "Get alerts on WhatsApp": one watched route a line. */
export function alertsText(greeting: string, routes: readonly string[]): string {
  return [greeting, ...routes.map((route) => `- ${route}`)].join('\n');
}
