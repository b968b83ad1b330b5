import { expect, type Locator, type Page } from '@playwright/test';

/** Whether the element is the document's focused element (without waiting, unlike toBeFocused). */
export const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

export type FocusReport = {
  /** A short description of the focused element, for failure messages. */
  element: string;
  indicator: boolean;
  inViewport: boolean;
  /** How far the element's top sits above the fixed header's bottom (0 when clear of it). */
  underHeader: number;
  underFab: boolean;
  /** The element (or its content) is what is painted at its own centre. */
  onTop: boolean;
};

/** Reads where the focused element is and whether it shows a focus indicator. */
export function focusReport(page: Page): Promise<FocusReport | null> {
  return page.evaluate(async () => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    // Let scrolling and transitions settle (the skip link slides in and out over the logo):
    // no finite animation running and the same box two frames running.
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    let last = '';
    for (let i = 0; i < 60; i++) {
      await frame();
      const running = document.getAnimations().some(
        (animation) =>
          animation.playState === 'running' &&
          animation.effect?.getTiming().iterations !== Infinity &&
          // A scroll-driven animation (the chat button tucking away over tables) runs as long as the
          // page can scroll: it never settles, and it is not a transition to wait for.
          animation.timeline instanceof DocumentTimeline,
      );
      const box = JSON.stringify(element.getBoundingClientRect()) + window.scrollY;
      if (box === last && !running) break;
      last = box;
    }
    const describe = (node: Element) =>
      `${getComputedStyle(node).position} ${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''} "${(
        node.getAttribute('aria-label') ??
        node.textContent ??
        ''
      )
        .trim()
        .slice(0, 40)}"`;
    const outlined = (node: Element, pseudo?: string) => {
      const style = getComputedStyle(node, pseudo);
      return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    };
    // A visually hidden control (a radio dressed as a card) may ring its label: has-focus-visible.
    const ringed = element.closest('label') ?? element.parentElement;
    const indicator =
      outlined(element) ||
      // A stretched link draws its ring on ::after, round the whole card.
      outlined(element, '::after') ||
      outlined(element, '::before') ||
      getComputedStyle(element).boxShadow !== 'none' ||
      Boolean(ringed && outlined(ringed));
    const rect = element.getBoundingClientRect();
    const overlaps = (a: DOMRect, b: DOMRect) =>
      a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    const header = document.querySelector('header');
    const fab = document.querySelector<HTMLElement>('a[aria-label="Chat on WhatsApp"]');
    // Overlays (dialogs) paint above the header and the button, so they are exempt.
    const inOverlay = Boolean(element.closest('[role="dialog"]'));
    // Fixed elements (the header's own links, the skip link) are placed to sit clear of it.
    let fixed = false;
    for (let node: Element | null = element; node && !fixed; node = node.parentElement) {
      fixed = getComputedStyle(node).position === 'fixed';
    }
    const inHeader = fixed || Boolean(header?.contains(element));
    const headerBottom = header && !inHeader && !inOverlay ? header.getBoundingClientRect().bottom : 0;
    const fabRect = fab && fab !== element && !inOverlay ? fab.getBoundingClientRect() : null;
    const centreX = Math.min(Math.max((rect.left + rect.right) / 2, 0), window.innerWidth - 1);
    const centreY = Math.min(Math.max((rect.top + rect.bottom) / 2, 0), window.innerHeight - 1);
    const painted = document.elementFromPoint(centreX, centreY);
    return {
      element: describe(element),
      indicator,
      inViewport: rect.bottom > 0 && rect.top < window.innerHeight && rect.right > 0 && rect.left < window.innerWidth,
      underHeader: Math.max(0, Math.round(headerBottom - rect.top)),
      underFab: fabRect ? overlaps(rect, fabRect) : false,
      onTop: Boolean(painted && (element.contains(painted) || painted.contains(element))),
    };
  });
}

/** The report shows a focus indicator, in view, clear of the fixed header and the WhatsApp button. */
export function expectVisible(report: FocusReport, step = '') {
  const { element, ...checks } = report;
  expect({ element, ...checks }, `${step}: focus on ${element} is visible`).toEqual({
    element,
    indicator: true,
    inViewport: true,
    underHeader: 0,
    underFab: false,
    onTop: true,
  });
}

/** The focused element shows a focus indicator, in view, clear of the fixed header and the WhatsApp button. */
export async function expectFocusVisible(page: Page, step = '') {
  // A key that opens or closes a dialog moves focus in an effect a frame later: wait for it to land.
  let report: FocusReport | null = null;
  await expect
    .poll(async () => (report = await focusReport(page)), { message: `${step}: something has focus` })
    .not.toBeNull();
  expectVisible(report as unknown as FocusReport, step);
}

/** Presses Tab (or Shift+Tab) and checks the newly focused element. */
export async function tab(page: Page, { backwards = false, step = '' } = {}) {
  await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  await expectFocusVisible(page, step || (backwards ? 'Shift+Tab' : 'Tab'));
}

/**
 * Tabs until `isTarget` holds for the focused element, checking every stop on the way. With
 * `wrap`, focus may pass through the browser's own UI (off the page) and come round again.
 */
export async function tabUntil(
  page: Page,
  isTarget: () => Promise<boolean>,
  { backwards = false, max = 80, wrap = false } = {},
) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    if (wrap && !(await focusReport(page))) continue;
    await expectFocusVisible(page, `${backwards ? 'Shift+Tab' : 'Tab'} stop ${i + 1}`);
    if (await isTarget()) return;
  }
  throw new Error(`Target not reached within ${max} ${backwards ? 'Shift+Tab' : 'Tab'} presses`);
}
