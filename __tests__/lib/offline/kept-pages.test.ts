import { KEPT_CHECK, showKeptPages } from '@/lib/offline/kept-pages';

function list() {
  document.body.innerHTML = `
    <ul>
      <li><a href="/air-ambulance/">Air ambulance</a></li>
      <li ${KEPT_CHECK} hidden><a href="/book/">Book a flight</a></li>
      <li ${KEPT_CHECK} hidden><a href="/">Home</a></li>
    </ul>`;
  return document.body;
}

const shown = () =>
  Array.from(document.querySelectorAll('li'))
    .filter((item) => !item.hidden)
    .map((item) => item.textContent);

describe('showKeptPages', () => {
  it('shows only the pages this device holds, beside the urgent ones that are always listed', async () => {
    await showKeptPages(list(), async (href) => href === '/');
    expect(shown()).toEqual(['Air ambulance', 'Home']);
  });

  it('keeps a page hidden when the caches cannot be read', async () => {
    await showKeptPages(list(), () => Promise.reject(new Error('SecurityError')));
    expect(shown()).toEqual(['Air ambulance']);
  });
});
