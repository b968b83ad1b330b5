import { HOLD_PRESS_ATTRIBUTE } from '@/lib/shell/pending-submit.mjs';

/**
 * A ref for a control whose press must not be lost before its code is live: the head's inline
 * script holds such a press (lib/inline/press-holder.ts), and this makes it once, after the commit
 * that made the control live.
 */
export function livePress(control: HTMLElement | null) {
  if (!control) return;
  const held = control.getAttribute(HOLD_PRESS_ATTRIBUTE) === 'held';
  control.setAttribute(HOLD_PRESS_ATTRIBUTE, 'live');
  if (held) setTimeout(() => control.click());
}

/** Spread on a control (a button, a tab) rendered by the server: its first press is answered. */
export const holdPress = { [HOLD_PRESS_ATTRIBUTE]: '', ref: livePress } as const;
