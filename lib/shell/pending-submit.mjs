// Its own module, so the browser bundle takes only these lines.
export const PENDING_SUBMIT_ATTRIBUTE = 'data-pending-submit';
export const LOAD_FAILED_ATTRIBUTE = 'data-load-failed';
export const RELOAD_ATTRIBUTE = 'data-reload';
// A control's press: "" until its code is live, "held" once pressed before that, "live" after.
export const HOLD_PRESS_ATTRIBUTE = 'data-hold-press';
export const HELD_SUBMIT_KEY = 'vayu-jets:held-submit';
