import { trackerUrl } from '@/lib/account/flight-tracker';

describe('trackerUrl', () => {
  it('opens a flight number on the tracker’s flight page', () => {
    expect(trackerUrl('AI101')).toBe('https://www.flightradar24.com/data/flights/ai101');
    expect(trackerUrl(' 6e 2134 ')).toBe('https://www.flightradar24.com/data/flights/6e2134');
    expect(trackerUrl('UAE201')).toBe('https://www.flightradar24.com/data/flights/uae201');
  });

  it('opens a registration on the tracker’s aircraft page', () => {
    expect(trackerUrl('vt-abc')).toBe('https://www.flightradar24.com/data/aircraft/vt-abc');
    expect(trackerUrl('N123AB')).toBe('https://www.flightradar24.com/data/aircraft/n123ab');
  });

  it('refuses text that is neither', () => {
    for (const input of ['', ' ', 'A', '../../evil', 'AI 101?x=1', '<script>', 'ABCDEFGHIJKL']) {
      expect(trackerUrl(input)).toBeNull();
    }
    expect(trackerUrl('-AB')).toBeNull();
  });
});
