import type { PolicyContent } from '@/lib/schemas/content/policy';
import type { SampleMarks } from '@/lib/schemas/content/samples';
import { company } from './company';

// The /accessibility statement: the standard we meet, how we test it, how to report a barrier.
export const accessibility = {
  sampleNote:
    'Vayu Jets is a sample company and this is a sample statement; the testing it describes is the testing this site really has.',
  updated: '2026-11-26',
  sections: [
    {
      id: 'standard',
      heading: 'The standard we meet',
      paragraphs: [
        'This website is built to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at Level AA, the standard most accessibility laws refer to. We want everyone to be able to plan and request a flight here, whether they use a keyboard, a screen reader, magnification, voice control or a small phone.',
      ],
      points: [
        'Every control can be reached and used with a keyboard, and shows where the focus is.',
        'Buttons, links and form fields have names and visible labels; errors are written out beside the field and announced.',
        'Text and controls meet the WCAG AA contrast ratios against their backgrounds.',
        'Pages hold their layout from a 320-pixel-wide phone to a wide screen, and when text is enlarged to 200%.',
        'Animations are short and stop when your device asks for reduced motion.',
        'Every photo has a description, which is shown in its place when the photo cannot load.',
        'Links, the menu and the forms’ alternatives work before the page’s scripts have loaded.',
      ],
    },
    {
      id: 'testing',
      heading: 'How we test it',
      paragraphs: [
        'Before any change is published, automated tests open every kind of page in a browser at a desktop width and at a 375-pixel phone width, and run the axe-core accessibility checks for WCAG 2.2 A and AA on each. A single failure stops the change.',
        'The same tests use the site the way assistive technology does: they find buttons, links, fields and headings by their role and accessible name, operate forms, menus and dialogs with the keyboard alone, and check that focus goes where it should and comes back when a dialog closes.',
        'Automated checks find only part of the barriers a person can meet, so a report from you is worth more than any test. We fix what you tell us about, and add a test so it stays fixed.',
      ],
    },
    {
      id: 'known-limits',
      heading: 'Known limits',
      paragraphs: [
        'WhatsApp, your e-mail app, the maps service that gives directions to our office and our social media profiles are run by others; we link to them but do not control their accessibility. Everything they offer can also be done by telephone.',
      ],
    },
    {
      id: 'report',
      heading: 'How to report a barrier',
      paragraphs: [
        'If something on this site is hard or impossible for you to use, tell us: the page’s address, what you were trying to do, and, if you like, the device, browser and assistive technology you use. We acknowledge within two working days and tell you what we will fix and when.',
        `While we fix it, our concierge does by telephone (${company.phone.display}) or WhatsApp anything this site does, around the clock.`,
      ],
      write: { label: 'Report a barrier', email: company.email, subject: 'Accessibility barrier' },
    },
  ],
} satisfies PolicyContent;

// Made up for the demo: a build for a real domain refuses it (see content/company.ts).
export const samples = {
  'accessibility.sampleNote': 'nothing: delete the note once the text is your own, checked by your lawyer',
} satisfies SampleMarks;
