import { act, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ProvenancePanel } from '@/components/sections/fleet/provenance-panel';
import type { ProvenanceCard } from '@/lib/schemas/content/provenance';
import { mumbaiInstant } from '@/lib/time/mumbai';

jest.mock('next/navigation', () => ({ useRouter: () => ({ prefetch: jest.fn() }) }));

const card: ProvenanceCard = {
  aircraft: 'Praetor 500',
  operator: 'Deccan Skyways Pvt. Ltd.',
  nsopPermit: '31/2018',
  registration: 'VT-VJC',
  yearOfManufacture: 2022,
  lastMajorInspection: '2026-04',
  nextInspectionDue: '2027-04',
  crew: { captainHoursOnType: 3000, firstOfficerHoursOnType: 1500 },
  audits: [
    { standard: 'ARGUS', level: 'Gold Plus', validTo: '2027-05' },
    { standard: 'IS-BAO', level: 'Stage 2', validTo: '2028-01' },
  ],
  updated: '2026-11-16',
};

/** A fixed clock at a Mumbai wall-clock moment. */
const setMumbaiNow = (date: string, time = '12:00') => jest.setSystemTime(mumbaiInstant(date, time));
/** The panel as a page built on `builtOn` renders it (the server passes that day to the browser). */
const panel = (builtOn: string) => <ProvenancePanel card={card} builtOn={builtOn} />;
const lines = (term: string) =>
  within(screen.getByText(term).parentElement!)
    .getAllByRole('definition')
    .map((line) => line.textContent);

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('ProvenancePanel dates', () => {
  it('shows each audit as valid to its month while that month lasts in Mumbai', () => {
    setMumbaiNow('2027-03-31', '23:59');
    render(panel('2027-03-31'));
    expect(lines('Major inspections')).toEqual(['Last: April 2026', 'Next due: April 2027']);
    expect(lines('Safety audits')).toEqual([
      'ARGUS Gold Plus, valid to May 2027',
      'IS-BAO Stage 2, valid to January 2028',
    ]);
  });

  it('shows a lapsed audit as expired and an overdue inspection as overdue, with their dates', () => {
    setMumbaiNow('2027-06-01', '00:01');
    render(panel('2027-06-01'));
    expect(lines('Major inspections')).toEqual(['Last: April 2026', 'Next due: April 2027 (overdue)']);
    expect(lines('Safety audits')).toEqual([
      'ARGUS Gold Plus, expired May 2027',
      'IS-BAO Stage 2, valid to January 2028',
    ]);
  });

  it('carries the build day’s verdict in the HTML and judges again on the visitor’s day', async () => {
    setMumbaiNow('2027-03-10');
    const html = renderToString(panel('2027-03-10'));
    expect(html).toContain('ARGUS Gold Plus, valid to May 2027');
    expect(html).toContain('Next due: April 2027<');

    // The page is served months later: the browser marks what has lapsed since the build.
    setMumbaiNow('2027-06-15');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => {
      hydrateRoot(container, panel('2027-03-10'));
    });
    expect(lines('Safety audits')).toEqual([
      'ARGUS Gold Plus, expired May 2027',
      'IS-BAO Stage 2, valid to January 2028',
    ]);
    expect(lines('Major inspections')).toEqual(['Last: April 2026', 'Next due: April 2027 (overdue)']);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    container.remove();
  });
});
