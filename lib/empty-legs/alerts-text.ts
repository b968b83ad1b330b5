export function alertsText(greeting: string, routes: readonly string[]): string {
  return [greeting, ...routes.map((route) => `- ${route}`)].join('\n');
}
