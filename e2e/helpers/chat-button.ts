import type { Page } from '@playwright/test';

export const CHAT_BUTTON = 'Chat on WhatsApp';

export type ChatButtonScan = {
  /** Scroll positions visited, top to bottom. */
  stops: number;
  /** Figures and controls seen on the screen over the whole scroll. */
  checked: number;
  /** What the button sat over while it could be seen there, with the scroll position. */
  covered: string[];
  /** Scroll positions at which no chat button was on the screen. */
  hiddenAt: number[];
};

/**
 * Scrolls the page from top to bottom in steps no taller than the chat button and, at each stop,
 * lists every rupee figure, link and button (and whatever `also` selects) the visible chat button
 * sits over: the thing is painted at a point of the button's box once the button is hidden. At
 * the last stop nothing may lie under the button's fixed bar either, or it could never be uncovered.
 */
export function scanUnderChatButton(page: Page, { also = '' }: { also?: string } = {}): Promise<ChatButtonScan> {
  return page.evaluate(
    async ({ name, also }) => {
      type Box = { left: number; top: number; right: number; bottom: number };
      const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const shown = (element: Element) => element.checkVisibility({ visibilityProperty: true, opacityProperty: true });
      const overlap = (a: Box, b: Box): Box | null => {
        const box = {
          left: Math.max(a.left, b.left),
          top: Math.max(a.top, b.top),
          right: Math.min(a.right, b.right),
          bottom: Math.min(a.bottom, b.bottom),
        };
        return box.right - box.left >= 1 && box.bottom - box.top >= 1 ? box : null;
      };
      const points = ({ left, top, right, bottom }: Box) => {
        const [x, y] = [(left + right) / 2, (top + bottom) / 2];
        return [
          [x, y],
          [left + 1, top + 1],
          [right - 1, top + 1],
          [left + 1, bottom - 1],
          [right - 1, bottom - 1],
        ];
      };
      const FIGURE = /₹\s?[\d,.]*\d(?:\s?(?:lakh|Cr|crore))?/g;

      /** Every rupee figure's boxes, with the element that paints it, and every control's box. */
      function targets(button: Element) {
        const found: { label: string; owner: Element; boxes: Box[] }[] = [];
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
          const owner = node.parentElement;
          if (!owner || !shown(owner)) continue;
          for (const match of node.data.matchAll(FIGURE)) {
            const range = document.createRange();
            range.setStart(node, match.index);
            range.setEnd(node, match.index + match[0].length);
            found.push({ label: `figure ${match[0]}`, owner, boxes: [...range.getClientRects()] });
          }
        }
        const controls = 'a[href], button, summary, [role="button"], [role="link"]';
        for (const element of document.querySelectorAll(also ? `${controls}, ${also}` : controls)) {
          if (button.contains(element) || element.contains(button) || !shown(element)) continue;
          const label = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 60);
          found.push({
            label: `${element.tagName.toLowerCase()} "${label}"`,
            owner: element,
            boxes: [element.getBoundingClientRect()],
          });
        }
        return found;
      }

      /** A backdrop that hides what lies under it: at least 80% opaque. */
      function opaque(element: Element | null, bar: Element) {
        for (let node = element; node && bar.contains(node); node = node.parentElement) {
          const colour = getComputedStyle(node).backgroundColor;
          const alpha = /\/\s*([\d.]+)(%?)\s*\)$/.exec(colour) ?? /^rgba\((?:[^,]+,){3}\s*([\d.]+)()\)$/.exec(colour);
          if ((alpha ? Number(alpha[1]) / (alpha[2] ? 100 : 1) : 1) >= 0.8) return true;
        }
        return false;
      }

      /**
       * The targets painted inside `area` once `hidden` is hidden: the button itself, or its whole
       * bar. A bar that lets the page show through counts as no cover.
       */
      function paintedUnder(hidden: HTMLElement, bar: HTMLElement, area: Box, button: Element) {
        const under = targets(button).filter(({ boxes }) => boxes.some((box) => overlap(box, area)));
        const restore = [hidden, bar].map((element) => [element, element.style.visibility] as const);
        const hitAt = (x: number, y: number) => {
          hidden.style.visibility = 'hidden';
          const hit = document.elementFromPoint(x, y);
          if (opaque(hit, bar)) return hit;
          const before = bar.style.visibility;
          bar.style.visibility = 'hidden';
          const through = document.elementFromPoint(x, y);
          bar.style.visibility = before;
          return through;
        };
        const hits = under.filter(({ owner, boxes }) =>
          boxes.some((box) => {
            const shared = overlap(box, area);
            return shared && points(shared).some(([x, y]) => owner.contains(hitAt(x, y)));
          }),
        );
        for (const [element, visibility] of restore.reverse()) element.style.visibility = visibility;
        return hits;
      }

      const buttons = () =>
        [...document.querySelectorAll<HTMLElement>(`a[aria-label="${name}"]`)].filter((button) => shown(button));
      const result = { stops: 0, checked: 0, covered: [] as string[], hiddenAt: [] as number[] };
      const seen = new Set<string>();
      const bottom = () => document.documentElement.scrollHeight - innerHeight;
      const step = Math.min(40, buttons()[0]?.getBoundingClientRect().height || 40);
      // The page may grow as it is scrolled (photos, lazy parts): its end is read again at each stop.
      for (let y = 0; ; y += step) {
        scrollTo({ top: Math.min(y, bottom()), behavior: 'instant' });
        await frame();
        const last = scrollY >= bottom() - 1;
        result.stops += 1;
        const visible = buttons();
        if (visible.length === 0) result.hiddenAt.push(Math.round(scrollY));
        for (const button of visible) {
          const box = button.getBoundingClientRect();
          for (const target of targets(button))
            if (target.boxes.some((b) => b.bottom > 0 && b.top < innerHeight)) seen.add(target.label);
          let bar: HTMLElement = button;
          for (let node = button.parentElement; node && node !== document.body; node = node.parentElement)
            if (getComputedStyle(node).position === 'fixed') bar = node;
          for (const { label } of paintedUnder(button, bar, box, button))
            result.covered.push(`${Math.round(scrollY)}px: ${label}`);
          if (!last) continue;
          for (const { label } of paintedUnder(bar, bar, box, button))
            result.covered.push(`end of the page, under the button's bar: ${label}`);
        }
        if (last) break;
      }
      result.checked = seen.size;
      return result;
    },
    { name: CHAT_BUTTON, also },
  );
}
