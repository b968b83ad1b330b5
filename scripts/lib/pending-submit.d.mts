export const PENDING_SUBMIT_ATTRIBUTE: string;
