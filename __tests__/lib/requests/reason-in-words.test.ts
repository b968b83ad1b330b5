import { requestStatus } from '@/content/request-status';
import { reasonInWords } from '@/lib/requests/reason-in-words';

describe('reasonInWords', () => {
  it('says the sender’s own reasons in words, never its codes', () => {
    expect(reasonInWords('offline')).toBe('this device is offline');
    expect(reasonInWords('network')).toBe('the connection failed');
    expect(reasonInWords('timeout')).toBe('no answer came in time');
    for (const words of Object.values(requestStatus.reasons)) expect(words).not.toMatch(/^(offline|network|timeout)$/);
  });

  it('shows an endpoint’s reason or an HTTP status as it came, and a dash for none', () => {
    expect(reasonInWords('HTTP 503')).toBe('HTTP 503');
    expect(reasonInWords('route not served')).toBe('route not served');
    expect(reasonInWords('toString')).toBe('toString');
    expect(reasonInWords(undefined)).toBe('–');
    expect(reasonInWords('')).toBe('–');
  });
});
