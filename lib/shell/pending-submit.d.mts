export const PENDING_SUBMIT_ATTRIBUTE: string;
export const LOAD_FAILED_ATTRIBUTE: string;
export const RELOAD_ATTRIBUTE: string;
export const HOLD_PRESS_ATTRIBUTE: string;
export const HELD_SUBMIT_KEY: string;
