// How many aircraft Compare sets side by side: the store keeps to it, the refusal names it.
export const MAX_COMPARE = 3;
