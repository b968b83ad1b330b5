// Kept free of zod so the signup form's radio group does not load it.
export const ROLES = ['Customer', 'Jet Owner', 'Operator'] as const;
export type Role = (typeof ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}
