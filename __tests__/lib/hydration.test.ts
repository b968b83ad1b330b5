import { ISLAND_ATTRIBUTE, markIslandLive, markShellLive } from '@/lib/hydration';

const island = () => {
  const marker = document.createElement('span');
  marker.setAttribute(ISLAND_ATTRIBUTE, 'waiting');
  document.body.append(marker);
  return marker;
};
const hydrated = () => document.documentElement.hasAttribute('data-hydrated');

describe('<html data-hydrated>', () => {
  it('waits for the layout and for every hydration island, in whatever order they go live', () => {
    const first = island();
    const second = island();
    markIslandLive(first);
    expect(hydrated()).toBe(false);
    markShellLive();
    expect(hydrated()).toBe(false);
    markIslandLive(second);
    expect(hydrated()).toBe(true);
  });
});
