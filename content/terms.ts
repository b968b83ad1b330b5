import type { PolicyContent } from '@/lib/schemas/content/policy';
import type { SampleMarks } from '@/lib/schemas/content/samples';
import { company } from './company';

// The /terms page: the charter terms a buyer can read before paying. The schedules are stated
// as tables so a change is a change of one cell.
export const terms = {
  sampleNote:
    'Vayu Jets is a sample company and these are sample terms, written as a real charter company would write them.',
  updated: '2026-11-26',
  sections: [
    {
      id: 'who-flies-you',
      heading: 'Who arranges your flight, and who flies it',
      paragraphs: [
        'Vayu Jets arranges your charter. The flight itself is operated by an air operator holding a Non-Scheduled Operator Permit (NSOP) issued by India’s Directorate General of Civil Aviation (DGCA), or the equivalent permit of the country it is registered in. That operator is the carrier: it has operational control of the aircraft and the crew, and it carries you under its permit and its insurance.',
        'Your quote and your confirmation name the operator, its permit and the aircraft. Safety decisions rest with the operator and, on the day, with the pilot in command, whose decision on whether and when to fly is final.',
      ],
    },
    {
      id: 'quotes',
      heading: 'Quotes are estimates until the operator confirms',
      paragraphs: [
        'Every price on this website, the instant quote, the route estimates and an empty leg marked Indicative included, is an estimate. It becomes a price only when the operator has confirmed the aircraft, the crew and the slots for your dates and we have sent you a written confirmation stating the price, the operator and the aircraft.',
        'A confirmation stays open for 24 hours, or until the aircraft is taken by another booking if that comes first. A booking exists once you have accepted the confirmation and the first payment has reached us.',
      ],
    },
    {
      id: 'payment',
      heading: 'Payment schedule',
      paragraphs: [
        'Payment is by bank transfer to the account printed on our invoice. We never ask you to pay into a personal account, and we never change our bank details by e-mail or WhatsApp alone: if a message says so, call us before you pay.',
      ],
      table: {
        caption: 'When each payment is due',
        columns: ['Booked', 'On confirmation', 'Balance'],
        rows: [
          ['More than 7 days before departure', '50% of the charter price', 'The rest, 7 days before departure'],
          ['7 days or less before departure', '100% of the charter price', 'Nothing further'],
          ['Extras used on the trip', 'Nothing', 'Within 7 days of the final invoice'],
        ],
      },
      points: ['An aircraft does not depart until the charter price has been paid in full.'],
    },
    {
      id: 'cancellation',
      heading: 'Cancellation schedule',
      paragraphs: [
        'You may cancel at any time by e-mail or WhatsApp; the time our message service receives it is the time of cancellation. The charge depends on how long before the scheduled departure of the first flight you cancel, and is a share of the charter price. We refund the rest within 7 working days.',
      ],
      table: {
        caption: 'Cancellation charges by notice before departure',
        columns: ['Notice before departure', 'Cancellation charge'],
        rows: [
          ['More than 7 days', '10% of the charter price'],
          ['7 days to 72 hours', '25% of the charter price'],
          ['72 hours to 24 hours', '50% of the charter price'],
          ['Less than 24 hours, or not turning up', '100% of the charter price'],
        ],
      },
      points: [
        'Costs already committed to third parties at your request and not refundable to us, such as special catering, overseas permits and ground transport, are charged as well, with their receipts.',
        'If the operator or we cancel for any reason other than weather or another safety decision, you choose between a replacement aircraft of the same category or better at no extra cost and a full refund of everything you paid.',
      ],
    },
    {
      id: 'gst',
      heading: 'GST and other taxes',
      paragraphs: [
        'Prices are quoted before Goods and Services Tax (GST). GST is charged at the rate the law sets on the date of the invoice and shown as its own line on the confirmation and the invoice. To claim input tax credit, give us your GSTIN and the registered name and address before the invoice is issued; an issued invoice is changed only as GST law allows.',
        'Taxes and fees that airports or governments add after the confirmation, and duties on goods carried, are passed on at cost.',
      ],
    },
    {
      id: 'extras',
      heading: 'What the price includes, and what is extra',
      paragraphs: [
        'The charter price includes {hourly}. The confirmation adds {itemised}, each on a line of its own. Not included: {excluded}. These are extra, charged at the rates printed on your confirmation or at cost with receipts:',
      ],
      table: {
        caption: 'Extras and how they are charged',
        columns: ['Extra', 'When it applies', 'How it is charged'],
        rows: [
          [
            'Detention',
            'The aircraft waits for you beyond the ground time included in the confirmation, or departs later than confirmed at your request.',
            'The hourly detention rate on the confirmation, per started hour.',
          ],
          [
            'Night halts',
            'The aircraft and crew stay away from their base overnight because of your itinerary.',
            'A night-halt charge per night, plus the crew’s hotel and local transport at cost.',
          ],
          [
            'De-icing',
            'Frost, snow or ice must be removed from the aircraft before a safe departure; the pilot in command decides.',
            'At cost, as billed by the airport or its handler.',
          ],
          [
            'Special catering',
            'Anything beyond light refreshments: a named restaurant, special diets beyond the usual choices, champagne, celebration cakes, flowers.',
            'At cost, with receipts.',
          ],
          [
            'Changes to the route or times',
            'An added stop, a different airport or a new time after confirmation.',
            'Re-quoted, and confirmed by you before it is arranged.',
          ],
        ],
      },
    },
    {
      id: 'documents',
      heading: 'Passengers and their documents',
      paragraphs: [
        'Give us every passenger’s full name as it appears on their identity document, their date of birth and, for international flights, their nationality and passport details, no later than 24 hours before departure: the operator must file a passenger manifest.',
        'Each passenger carries a valid government photo identity document on flights within India, and a passport valid for the trip with any visas and health documents needed on international flights. A passenger without the required documents cannot board, and the flight is charged as flown. Children travel with a parent or guardian, or with written consent from one.',
      ],
    },
    {
      id: 'baggage',
      heading: 'Baggage',
      paragraphs: [
        'Every aircraft has a limit on the weight and size of what it can carry, and it is lower when the aircraft needs more fuel for a long or hot flight. Tell us the number and kind of bags when you book, and mention anything large, such as golf bags, skis, musical instruments or a wheelchair. Soft bags fit where hard cases often do not.',
        'The pilot in command may leave behind baggage that would make the flight unsafe; we then arrange to send it on at cost.',
      ],
    },
    {
      id: 'pets',
      heading: 'Pets',
      paragraphs: [
        'Dogs, cats and other small pets travel in the cabin on most of our aircraft when the operator has agreed in writing before departure. Tell us the species, breed and weight when you book. A pet travels on a lead or in a carrier and stays off the seats, and you are responsible for it throughout. Abroad, you are also responsible for its import papers: health certificate, vaccination record and any permit the destination requires.',
        'Assistance dogs travel with their handler on every flight, at no charge. Cleaning beyond the usual after a flight with a pet is charged at cost.',
      ],
    },
    {
      id: 'dangerous-goods',
      heading: 'Dangerous goods',
      paragraphs: [
        'The rules on dangerous goods in India’s aircraft rules and in the International Civil Aviation Organization’s Technical Instructions apply on a private flight as on an airliner. Ask us before you pack anything you are unsure about.',
      ],
      points: [
        'Not carried: explosives and fireworks, flammable liquids and gases (lighter refills, camping gas), toxic, corrosive and radioactive materials, and anything the operator refuses for safety.',
        'Firearms and ammunition only with the operator’s written consent and the licences and permissions the law requires, declared when you book.',
        'Spare lithium batteries and power banks travel in the cabin, never in the hold.',
        'Medical oxygen and other medical gases on board are supplied by the operator, never brought on board by a passenger.',
      ],
    },
    {
      id: 'delays-weather',
      heading: 'Delays, weather and safety decisions',
      paragraphs: [
        'Weather, air traffic control, airport closures, a technical fault or a crew’s duty limits can delay a flight, move it to another airport or stop it. The operator decides on safety grounds, and we tell you at once and propose the best alternative we can find.',
        'If a flight cannot operate for one of these reasons, you may fly as soon as it is safe, or have the price of every leg not flown refunded, less any costs already incurred for it and charged by third parties. Neither the operator nor we are liable for losses that follow from a delay or a cancellation made for safety, such as missed connections, events or hotel nights. The operator’s liability to passengers as a carrier is governed by the Carriage by Air Act, 1972, and the rules under it.',
      ],
    },
    {
      id: 'on-board',
      heading: 'On board',
      paragraphs: [
        'Smoking, including e-cigarettes, is not allowed on any aircraft. The pilot in command may refuse to carry, or disembark at the nearest suitable airport, a passenger whose conduct endangers the aircraft or anyone in it; the cost of that diversion is charged to the booking.',
      ],
    },
    {
      id: 'law',
      heading: 'Governing law and disputes',
      paragraphs: [
        'These terms and every booking under them are governed by the laws of India. Write to us first about any complaint and we will answer within 30 days. Any dispute that remains is for the courts at Mumbai, Maharashtra, which have exclusive jurisdiction.',
      ],
      write: { label: 'Write to us about a booking', email: company.email, subject: 'About my booking' },
    },
  ],
} satisfies PolicyContent;

// Made up for the demo: a build for a real domain refuses it (see content/company.ts).
export const samples = {
  'terms.sampleNote': 'nothing: delete the note once the text is your own, checked by your lawyer',
} satisfies SampleMarks;
