import { HOLD_PRESS_ATTRIBUTE } from '@/lib/shell/pending-submit.mjs';

// A ref for a control whose press must not be lost before its code is live.
export function livePress(control: HTMLElement | null) {
  if (!control) return;
  const held = control.getAttribute(HOLD_PRESS_ATTRIBUTE) === 'held';
  control.setAttribute(HOLD_PRESS_ATTRIBUTE, 'live');
  if (held) setTimeout(() => control.click());
}

export const holdPress = { [HOLD_PRESS_ATTRIBUTE]: '', ref: livePress } as const;
