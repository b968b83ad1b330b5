import { ENGAGED_ATTRIBUTE, ENGAGED_EVENT } from '@/lib/engagement';

const INPUTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'wheel', 'focusin', 'visibilitychange'];
const CAPTURE = { capture: true, passive: true };

export function markFirstInput(): void {
  const engage = (event: Event) => {
    if (event.type === 'visibilitychange' && !document.hidden) return;
    for (const type of INPUTS) removeEventListener(type, engage, CAPTURE);
    removeEventListener('scroll', engage);
    document.documentElement.setAttribute(ENGAGED_ATTRIBUTE, '');
    dispatchEvent(new Event(ENGAGED_EVENT));
  };
  for (const type of INPUTS) addEventListener(type, engage, CAPTURE);
  addEventListener('scroll', engage, { passive: true });
}
