import { booking } from '@/content/booking';
import { photoLibrary } from '@/content/photo-library';
import { content, parseContent } from '@/lib/content';
import { bookingContentSchema } from '@/lib/schemas/content/booking';

const { booking: bookingContent } = content;

const TEAM_HEADSHOTS = photoLibrary
  .filter((photo) => photo.subject === 'team_headshot')
  .map((photo) => photo.id as string);

describe('booking content', () => {
  it('is valid and loads with the rate card', () => {
    expect(bookingContent.consultant.name).toBe(booking.consultant.name);
    expect(Object.keys(content.pricing.jetTypes)).toEqual(['light', 'midsize', 'heavy', 'helicopter']);
  });

  it('names a consultant with a title, a headshot and a WhatsApp greeting', () => {
    const { consultant } = bookingContent;
    expect(consultant.name).toMatch(/\S+ \S+/);
    expect(consultant.title).not.toBe('');
    expect(consultant.whatsappGreeting).toContain(consultant.name.split(' ')[0]);
  });

  it('uses a team headshot listed in the shared photo list', () => {
    expect(TEAM_HEADSHOTS).toContain(bookingContent.consultant.photoId);
  });

  it('gives reasons that repeat the site’s claims', () => {
    const titles = bookingContent.reasons.items.map((item) => item.title);
    expect(titles).toEqual(['24/7 operations', 'Global coverage', 'Best price guarantee', 'Safety first']);
    const text = bookingContent.reasons.items.map((item) => item.description).join(' ');
    for (const claim of ['50+ aircraft', '25+ countries', '500+ flights', '100% safety record']) {
      expect(text).toContain(claim);
    }
  });

  it('fails a typo with a readable path', () => {
    const broken = {
      ...booking,
      reasons: { ...booking.reasons, items: [{ ...booking.reasons.items[0], icon: 'clok' }] },
    };
    expect(() => parseContent(bookingContentSchema, broken, 'content/data/booking.json')).toThrow(
      /content\/data\/booking\.json[\s\S]*reasons\.items\.0\.icon/,
    );
    const badPhoto = { ...booking, consultant: { ...booking.consultant, photoId: 'https://example.com/me.jpg' } };
    expect(() => parseContent(bookingContentSchema, badPhoto, 'content/data/booking.json')).toThrow(
      /consultant\.photoId/,
    );
  });
});
