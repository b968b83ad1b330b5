// <html data-hydrated> means the whole page is live: the layout's leaves and every hydration
// island (components/layout/hydration-island.tsx), which React hydrates in tasks of their own
// after the rest. The paint-first loader holds early submits until then, and the end-to-end tests
// wait for it.

export const ISLAND_ATTRIBUTE = 'data-hydration-island';

let shellLive = false;

function settle() {
  if (shellLive && !document.querySelector(`[${ISLAND_ATTRIBUTE}="waiting"]`)) {
    document.documentElement.dataset.hydrated = '';
  }
}

/** The layout has hydrated (ShellBehaviour's first effect). */
export function markShellLive() {
  shellLive = true;
  settle();
}

/** One island has hydrated; its marker stops holding the page back. */
export function markIslandLive(marker: HTMLElement) {
  marker.setAttribute(ISLAND_ATTRIBUTE, 'live');
  settle();
}
