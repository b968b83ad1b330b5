// The rule a new password must meet, free of zod so a form can state it beside the field before
// the visitor types. Length only (docs/hashed-passwords.md): never trimmed, truncated or composed.
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 1024;

export const PASSWORD_ERRORS = {
  rule: `At least ${PASSWORD_MIN} characters.`,
  tooShort: `Please use at least ${PASSWORD_MIN} characters.`,
  tooLong: `A password can be at most ${PASSWORD_MAX} characters.`,
} as const;
