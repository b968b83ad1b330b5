// The mark the inline loader puts on a form submitted before hydration (scripts/lib/paint-first.mjs); the
// form's usePendingSubmit ref reads it. Its own module, so the browser bundle takes only this line.
export const PENDING_SUBMIT_ATTRIBUTE = 'data-pending-submit';
// The inline loader's honest end: <html data-load-failed> once it has given up on the page's data or
// a chunk (CSS shows the notice and the "not sent" note), and the attribute of the Reload button it wires.
export const LOAD_FAILED_ATTRIBUTE = 'data-load-failed';
export const RELOAD_ATTRIBUTE = 'data-reload';
