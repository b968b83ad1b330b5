import { ENGAGED_ATTRIBUTE, ENGAGED_EVENT, whenEngaged } from '@/lib/engagement';
import { markFirstInput } from '@/lib/inline/engagement-mark';

// The head script's first-input mark, and what waits for it.

let idle: (() => void) | undefined;
let heard: number;
const countEvent = () => (heard += 1);

beforeEach(() => {
  idle = undefined;
  heard = 0;
  window.requestIdleCallback = ((callback: () => void) => {
    idle = callback;
    return 1;
  }) as typeof window.requestIdleCallback;
  document.documentElement.removeAttribute(ENGAGED_ATTRIBUTE);
  window.addEventListener(ENGAGED_EVENT, countEvent);
  markFirstInput();
});

afterEach(() => {
  // Leave no listener of this run behind for the next.
  window.dispatchEvent(new KeyboardEvent('keydown'));
  window.removeEventListener(ENGAGED_EVENT, countEvent);
});

const isEngaged = () => document.documentElement.hasAttribute(ENGAGED_ATTRIBUTE);

const setHidden = (hidden: boolean) => {
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  document.dispatchEvent(new Event('visibilitychange'));
};

describe('the first input of a visit', () => {
  it('is none while the visitor only reads', () => {
    const callback = jest.fn();
    whenEngaged(callback);
    expect(isEngaged()).toBe(false);
    expect(idle).toBeUndefined();
    expect(callback).not.toHaveBeenCalled();
  });

  it.each(['pointerdown', 'pointermove', 'touchstart', 'keydown', 'wheel', 'focusin'])(
    'is a %s anywhere on the page, heard once',
    (type) => {
      const field = document.body.appendChild(document.createElement('input'));
      field.dispatchEvent(new Event(type));
      field.dispatchEvent(new Event(type, { bubbles: true }));
      expect(isEngaged()).toBe(true);
      document.body.dispatchEvent(new Event(type, { bubbles: true }));
      expect(heard).toBe(1);
      field.remove();
    },
  );

  it("is a scroll of the page, not of a part of it (a carousel's)", () => {
    const carousel = document.body.appendChild(document.createElement('div'));
    carousel.dispatchEvent(new Event('scroll'));
    expect(isEngaged()).toBe(false);
    window.dispatchEvent(new Event('scroll'));
    expect(isEngaged()).toBe(true);
    carousel.remove();
  });

  it('is leaving the tab, not coming back to it', () => {
    setHidden(false);
    expect(isEngaged()).toBe(false);
    setHidden(true);
    expect(isEngaged()).toBe(true);
    setHidden(false);
  });

  it('runs what waits for it when the browser is next idle, once', () => {
    const callback = jest.fn();
    whenEngaged(callback);
    window.dispatchEvent(new Event('wheel'));
    expect(callback).not.toHaveBeenCalled();
    idle?.();
    expect(callback).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event(ENGAGED_EVENT));
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('runs at the next idle moment for a page already in use', () => {
    window.dispatchEvent(new Event('pointerdown'));
    const callback = jest.fn();
    whenEngaged(callback);
    idle?.();
    expect(callback).toHaveBeenCalledTimes(1);
  });
});
