// Free of zod, so a form can state the rule before the visitor types.
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 1024;

export const PASSWORD_ERRORS = {
  rule: `At least ${PASSWORD_MIN} characters.`,
  tooShort: `Please use at least ${PASSWORD_MIN} characters.`,
  tooLong: `A password can be at most ${PASSWORD_MAX} characters.`,
} as const;
