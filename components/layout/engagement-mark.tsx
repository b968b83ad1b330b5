import { ENGAGED_ATTRIBUTE, ENGAGED_EVENT } from '@/lib/engagement';

// Any input counts: a touch, a click, a key, the wheel, a scroll of the page, focus moving (a
// screen reader's too), a mouse moving over it. Leaving the tab counts as well: what loads then
// costs the visitor nothing they can see, and a tab left open may come back without a connection.
const INPUTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'wheel', 'focusin'];

// Scroll is heard on window only (the page's own scroll, not a carousel's), the others in the
// capture phase, so an input a part of the page stops from bubbling still counts.
export const ENGAGEMENT_SCRIPT = `(function(w,d){var t=${JSON.stringify(INPUTS)},c={capture:!0,passive:!0};function e(v){if(v.type=="visibilitychange"&&!d.hidden)return;t.forEach(function(n){w.removeEventListener(n,e,c)});w.removeEventListener("scroll",e);d.removeEventListener("visibilitychange",e);d.documentElement.setAttribute("${ENGAGED_ATTRIBUTE}","");w.dispatchEvent(new Event("${ENGAGED_EVENT}"))}t.forEach(function(n){w.addEventListener(n,e,c)});w.addEventListener("scroll",e,{passive:!0});d.addEventListener("visibilitychange",e)})(window,document)`;

/** In <head>, so an input made before the page's scripts arrive is not missed (lib/engagement.ts). */
export function EngagementMark() {
  // A constant of our own, hashed into each page's CSP by the post-build step.
  // eslint-disable-next-line react/no-danger
  return <script dangerouslySetInnerHTML={{ __html: ENGAGEMENT_SCRIPT }} />;
}
