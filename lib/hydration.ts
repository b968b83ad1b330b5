export const ISLAND_ATTRIBUTE = 'data-hydration-island';
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

let shellLive = false;

function settle() {
  if (shellLive && !document.querySelector(`[${ISLAND_ATTRIBUTE}="waiting"]`)) {
    document.documentElement.dataset.hydrated = '';
  }
}

export function markShellLive() {
  shellLive = true;
  settle();
}

export function markIslandLive(marker: HTMLElement) {
  marker.setAttribute(ISLAND_ATTRIBUTE, 'live');
  settle();
}
