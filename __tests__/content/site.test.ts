import siteWords from '@/content/data/site.json';
import { messages } from '@/content/messages';
import { pages } from '@/content/pages';
import { site } from '@/content/site';
import { parseContent } from '@/lib/content';
import { messagesSchema } from '@/lib/schemas/content/messages';
import { pagesSchema } from '@/lib/schemas/content/pages';
import { siteFileSchema, siteSchema } from '@/lib/schemas/content/site';

describe('site content', () => {
  it('is valid', () => {
    expect(() => parseContent(siteSchema, site, 'content/site.ts')).not.toThrow();
  });

  it('has one shared phone and WhatsApp number', () => {
    expect(site.phone.e164.replace('+', '')).toBe(site.whatsapp);
  });

  it('reports a label left empty with the file and the link it names', () => {
    const broken = { ...siteWords, nav: { ...siteWords.nav, contact: ' ' } };
    expect(() => parseContent(siteFileSchema, broken, 'content/data/site.json')).toThrow(
      /Invalid content in content\/data\/site\.json:\n {2}- nav\.contact: must not be empty/,
    );
  });

  it('leads each label of the file to its route, in the order the file’s keys are listed in the code', () => {
    expect(site.nav.map((link) => link.label)).toEqual(Object.values(siteWords.nav));
    expect(site.nav[1]).toEqual({ label: 'About', href: '/about/' });
    expect(site.header.book).toEqual({ label: 'Book a flight', href: '/book/' });
    expect(site.footer.quickLinks).toContainEqual({ label: 'Charter Prices', href: '/private-jet-charter-cost/' });
  });

  it('rejects a header link that is not a page of the site', () => {
    const urgent = [{ label: 'Air ambulance', href: 'https://example.com/' }];
    const broken = { ...site, header: { ...site.header, urgent } };
    expect(() => parseContent(siteSchema, broken, 'content/site.ts')).toThrow(
      /header\.urgent\.0\.href: must be an internal path/,
    );
  });
});

describe('page metadata content', () => {
  it('is valid and every title and description is distinct', () => {
    const parsed = parseContent(pagesSchema, pages, 'content/data/pages.json');
    const entries = Object.values(parsed);
    // The eleven original routes, and any page added since.
    expect(entries.length).toBeGreaterThanOrEqual(11);
    expect(new Set(entries.map((page) => page.title)).size).toBe(entries.length);
    expect(new Set(entries.map((page) => page.description)).size).toBe(entries.length);
  });
});

describe('message catalogue (verbatim)', () => {
  it('is valid', () => {
    expect(() => parseContent(messagesSchema, messages, 'content/messages.ts')).not.toThrow();
  });

  it('keeps the wording word for word', () => {
    expect(messages.loginFailed).toEqual({ title: 'Login Failed', description: 'Invalid email or password.' });
    expect(messages.signupFailed).toEqual({
      title: 'Signup Failed',
      description: 'An account with this email already exists.',
    });
    expect(messages.passwordMismatch).toBe("Passwords don't match!");
    expect(messages.bookingSent).toEqual({ title: 'Booking Request Sent!' });
    expect(messages.loggedOut).toEqual({ title: 'Logged Out', description: 'You have been successfully logged out.' });
    expect(messages.signupSuccess.description).toBe('Welcome to Vayu Jets, {role}!');
    expect(messages.loginSuccess.description).toBe('Welcome back, {role}!');
    expect(messages.loadingDashboard).toBe('Loading dashboard...');
  });
});

describe('social profiles', () => {
  const withSocial = (index: number, patch: object) => ({
    ...site,
    socials: site.socials.map((social, at) => (at === index ? { ...social, ...patch } : social)),
  });
  const parse = (data: unknown) => parseContent(siteSchema, data, 'content/site.ts');

  it('accepts an empty profile, which hides its button', () => {
    expect(parse(withSocial(2, { href: '' })).socials[2].href).toBe('');
  });

  it('rejects a profile on another network, plain http and a repeated network', () => {
    expect(() => parse(withSocial(0, { href: 'https://www.facebook.com/vayujets' }))).toThrow(
      /socials\.0\.href: must be a profile on instagram\.com/,
    );
    expect(() => parse(withSocial(3, { href: 'http://www.linkedin.com/company/vayujets' }))).toThrow(
      /socials\.3\.href: must be an https URL, or empty to hide it/,
    );
    expect(() => parse(withSocial(1, { network: 'instagram' }))).toThrow(/socials: list each network once/);
  });

  it('links the footer to the privacy notice, the terms and the accessibility statement', () => {
    expect(site.footer.legal).toEqual([
      { label: 'Privacy Policy', href: '/privacy/' },
      { label: 'Terms of Service', href: '/terms/' },
      { label: 'Accessibility', href: '/accessibility/' },
    ]);
  });
});
