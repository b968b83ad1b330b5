import type { PolicyContent } from '@/lib/schemas/content/policy';
import type { SampleMarks } from '@/lib/schemas/content/samples';
import { profile } from './company-profile';

// The /privacy notice, written for India's Digital Personal Data Protection Act, 2023. Keep it
// true to the code: when the site starts storing or sending something new, say so here first.
export const privacy = {
  sampleNote:
    'Vayu Jets is a sample company and this is a sample notice, written as a real charter company would write it.',
  updated: '2026-11-26',
  sections: [
    {
      id: 'who-we-are',
      heading: 'Who we are and what this notice covers',
      paragraphs: [
        'Vayu Jets arranges private jet and helicopter charters from Mumbai. For the personal data described here we are the Data Fiduciary under the Digital Personal Data Protection Act, 2023 (the DPDP Act): we decide why and how it is used. You, the person the data is about, are the Data Principal.',
        'This notice covers this website and the requests you send us from it. It says what the site keeps in your browser, what leaves your device and when, who else sees anything, how to erase it all, and whom to write to.',
      ],
    },
    {
      id: 'in-your-browser',
      heading: 'What this site keeps in your browser, and why',
      paragraphs: [
        'This site has no server of ours behind it. What you create here is kept in your own browser’s local storage, on your device, and we never receive it. Each entry’s name begins with vayu-jets: so you can recognise it.',
      ],
      table: {
        caption: 'What is kept in this browser',
        columns: ['What', 'Why', 'Until'],
        rows: [
          [
            'Accounts: the e-mail address, the role (Customer, Jet Owner or Operator) and a hashed password of each account created in this browser. The password itself is never stored: only a salted PBKDF2 hash, from which it cannot be read back.',
            'So you can log in again from this browser.',
            'You delete the account or erase this site’s data.',
          ],
          ['Session: which account is signed in.', 'So you stay signed in between pages and tabs.', 'You log out.'],
          [
            'Saved trips: the routes, dates, times, passengers and aircraft of the trips you save.',
            'So you can find, change and send them later.',
            'You remove them or erase this site’s data.',
          ],
          [
            'Empty-leg watchlist: the empty-leg flights you asked to watch.',
            'So the site can show you whether they are still on sale.',
            'You stop watching them or erase this site’s data.',
          ],
          [
            'Request outbox: a request you sent that could not leave yet (for example while offline), with what you typed in it.',
            'So nothing you wrote is lost before it is sent.',
            'It is sent, or you discard it.',
          ],
          [
            'Backups: a copy of any stored entry the site could not read, kept beside it under the same name followed by :backup:.',
            'So a damaged entry is never silently overwritten.',
            'You erase this site’s data.',
          ],
        ],
      },
      points: [
        'The aircraft you compare on the fleet page are not stored: they sit in the page’s address (…?compare=…) and leave your device only if you share that link.',
        'Anyone who uses this browser with your device profile can see what is kept in it. On a shared computer, log out and erase this site’s data when you finish.',
      ],
    },
    {
      id: 'what-leaves',
      heading: 'What leaves your device, only when you send it',
      paragraphs: [
        'Nothing you type on this site leaves your device until you choose to send it, in one of these three ways. Each time, what is sent is what you can see in the message or the form, nothing more.',
      ],
      points: [
        'WhatsApp: the WhatsApp buttons open WhatsApp with a message you can read and change before you send it. Once sent, it reaches our concierge through WhatsApp, and WhatsApp’s own privacy policy applies to that service.',
        'E-mail: the e-mail links open your own e-mail app with our address filled in. What you send travels through your e-mail provider and ours.',
        'A request form: when the site is set up with a request endpoint, pressing a form’s send button delivers that form’s fields to it over an encrypted (https) connection, and from there to our concierge desk. Without an endpoint, a form sends nothing by itself.',
      ],
    },
    {
      id: 'how-we-use-it',
      heading: 'How we use what you send, and who else sees it',
      paragraphs: [
        'We use what you send, with your consent given by sending it, only to answer you: to quote, arrange, confirm and invoice your flight. We do not sell it, and we do not use it for advertising.',
        'Medical details sent for an air ambulance are read only by our medical desk and the medical team of the operator who flies the patient, and only to plan the flight and the care on board.',
        'To fly you, we share the names and travel documents of the passengers with the operator that flies the aircraft, and the operator and we give them to airports, the Directorate General of Civil Aviation, immigration and customs where the law requires a passenger manifest. We keep a request for as long as we need it to arrange and invoice the flight, and an invoice and its supporting records for as long as Indian tax and accounting law requires.',
      ],
    },
    {
      id: 'photos',
      heading: 'The photo service sees every visitor',
      paragraphs: [
        'The photographs on this site are loaded from Unsplash’s image service (images.unsplash.com). To send a photo to your browser, that service necessarily receives your IP address and your browser’s usual request details, such as its type and language, and the address of this site (the site only, not the page, because of our referrer policy). This happens for every visitor who views a page with a photo. Unsplash handles that data under its own privacy policy; we receive none of it.',
        'Everything else, our fonts included, is served from this site itself.',
      ],
    },
    {
      id: 'no-cookies',
      heading: 'No cookies, no analytics, no trackers',
      paragraphs: [
        'This site sets no cookies. It runs no analytics, no advertising tags, no tracking pixels and no third-party scripts. It embeds no maps, videos or social media widgets, so those services learn nothing from your visit. The social media and maps links are ordinary links: nothing is loaded from those services until you follow one.',
        'If that ever changes, this notice will say so before the change goes live, and anything that needs your consent will ask for it first.',
      ],
    },
    {
      id: 'erase',
      heading: 'How to erase everything this site stored',
      paragraphs: [
        'Logging out ends the session but keeps the accounts, trips and watchlist in the browser. To erase everything this site stored on your device, delete this site’s data in your browser. Menu names vary a little between versions:',
      ],
      points: [
        'Chrome and Edge: select the icon to the left of the address, open the site settings and choose to delete this site’s data.',
        'Firefox: select the padlock to the left of the address and choose Clear cookies and site data.',
        'Safari on a Mac: Settings, Privacy, Manage Website Data; select this site and remove it. On an iPhone or iPad: the Settings app, Safari, Advanced, Website Data.',
        'A private or incognito window keeps nothing: everything is erased when you close the window.',
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your rights',
      paragraphs: [
        'Under the DPDP Act you may ask us for a summary of the personal data we hold about you and what we have done with it, and with whom we have shared it; have it corrected, completed, updated or erased; withdraw your consent at any time (what was done before stays lawful, and we may then be unable to arrange a flight); and nominate someone to act for you if you die or become unable to act.',
        'We do not knowingly accept requests from anyone under 18. A parent or lawful guardian should contact us for a child, including for a child who needs an air ambulance.',
        'If our answer does not satisfy you, you may complain to the Data Protection Board of India once you have used our grievance route below.',
      ],
    },
    {
      id: 'write-to-us',
      heading: 'Whom to write to',
      paragraphs: [
        `Write to our Grievance Officer about this notice, your data or your rights. We acknowledge within two working days and answer within 30 days. By post: Grievance Officer, ${profile.legalName}, ${profile.registeredOffice.join(', ')}.`,
      ],
      write: {
        label: 'Write to the Grievance Officer',
        email: profile.privacyEmail,
        subject: 'Personal data request',
      },
    },
  ],
} satisfies PolicyContent;

// Made up for the demo: a build for a real domain refuses it (see content/company.ts).
export const samples = {
  'privacy.sampleNote': 'nothing: delete the note once the text is your own, checked by your lawyer',
} satisfies SampleMarks;
