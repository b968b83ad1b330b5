// The mark the inline loader puts on a form submitted before hydration (see paint-first.mjs); the
// form's usePendingSubmit ref reads it. Its own module, so the browser bundle takes only this line.
export const PENDING_SUBMIT_ATTRIBUTE = 'data-pending-submit';
