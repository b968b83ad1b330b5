import { writeYear, YEAR_ID } from '@/lib/inline/current-year';

afterEach(() => jest.useRealTimers());

describe('the footer year', () => {
  it.each([
    ['2026-12-31T18:29:59Z', '2026'],
    ['2026-12-31T18:30:00Z', '2027'],
  ])('at %s is Mumbai’s year, %s', (now, year) => {
    jest.useFakeTimers({ now: new Date(now) });
    document.body.innerHTML = `<span id="${YEAR_ID}">2020</span>`;
    writeYear();
    expect(document.getElementById(YEAR_ID)).toHaveTextContent(year);
  });
});
