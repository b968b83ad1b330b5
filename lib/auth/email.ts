/** E-mails are compared trimmed and lower-cased: `User@Example.com ` and `user@example.com` are one account. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
