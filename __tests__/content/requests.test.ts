import { requestStatus as requests } from '@/content/request-status';
import { requests as headings } from '@/content/requests';
import { parseContent } from '@/lib/content';
import { requestStatusContentSchema } from '@/lib/schemas/content/request-status';
import { requestsContentSchema } from '@/lib/schemas/content/requests';

const parse = (data: unknown) => parseContent(requestStatusContentSchema, data, 'content/request-status.ts');

describe('requests content', () => {
  it('is valid', () => {
    expect(() => parseContent(requestsContentSchema, headings, 'content/requests.ts')).not.toThrow();
    expect(() => parse(requests)).not.toThrow();
  });

  it('says "Received" only for a delivered request', () => {
    expect(requests.titles.received).toBe('Received');
    expect(requests.status.received).toMatch(/^Received: /);
    const elsewhere = JSON.stringify({
      ...requests,
      titles: { ...requests.titles, received: '' },
      status: { ...requests.status, received: '' },
      sentStatus: { ...requests.sentStatus, received: '' },
    });
    expect(elsewhere).not.toMatch(/:"[^"]*Received/);
  });

  it('never words a hand-off or a wait as Sent or Received', () => {
    for (const status of ['kept', 'whatsapp', 'email', 'recorded'] as const)
      expect(requests.sentStatus[status]).not.toMatch(/\b(sent|received)\b/i);
    expect(() => parse({ ...requests, sentStatus: { ...requests.sentStatus, whatsapp: 'Sent {date}' } })).toThrow(
      /sentStatus\.whatsapp/,
    );
  });

  it('names the file and the path of a marketer’s typo', () => {
    expect(() => parse({ ...requests, titles: { ...requests.titles, handoff: 'Ready' } })).toThrow(
      /content\/request-status\.ts[\s\S]*titles\.handoff/,
    );
  });
});
