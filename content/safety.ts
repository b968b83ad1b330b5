import type { SafetyContent } from '@/lib/schemas/content/safety';

// The /safety page, "How we vet every flight": one entry per section, in page order.
export const safety = {
  /** How /fleet and every provenance card link here. */
  linkLabel: 'Safety: how we vet every flight',
  sections: [
    {
      id: 'dgca',
      heading: 'What DGCA requires, and what we publish',
      paragraphs: [
        'Every charter operator in India flies under a Non-Scheduled Operator Permit (NSOP) issued by the Directorate General of Civil Aviation (DGCA). Since 24 February 2026, DGCA has required NSOP operators to publish each aircraft’s age, its maintenance history and the experience of its pilots on their websites.',
        'We publish the same for every aircraft we offer, whoever operates it, on a safety and provenance card beside each aircraft on our fleet page: the operator and its NSOP permit number, the registration, the year of manufacture and age, the last major inspection and the next one due, the crew’s hours on type, and the independent safety audits held, with the date each card was last updated.',
      ],
      link: { label: 'See the card for every aircraft', href: '/fleet/' },
    },
    {
      id: 'operators',
      heading: 'How operators are vetted before they fly our guests',
      paragraphs: [
        'No operator flies a Vayu Jets guest until it has passed every one of these checks, and each is repeated every year.',
      ],
      points: [
        'A current DGCA NSOP permit that names the exact aircraft we book.',
        'The aircraft’s certificates of registration and airworthiness and its insurance, seen by us and in date.',
        'Maintenance records: the last major inspection, the next one due and any deferred defects.',
        'A working safety management system, and the operator’s accident and incident history for the past five years.',
        'Independent audits confirmed with the auditor itself, never taken from a brochure.',
        'The moment a permit, certificate or audit lapses, we stop booking that aircraft.',
      ],
    },
    {
      id: 'crew',
      heading: 'Crew standards',
      paragraphs: [
        'The people at the controls matter more than the aircraft. Every crew we book meets these minimums.',
      ],
      points: [
        'Two pilots on every flight, jet or helicopter.',
        'Captains with at least 3,000 hours in total and 500 on the type they fly you in; first officers with at least 1,000 hours in total.',
        'Type training or simulator checks within the last 12 months, and a current DGCA medical certificate.',
        'DGCA flight duty and rest limits kept without exception, however late the change of plan.',
        'Hours on type published as bands, such as “5,000+ hours”, on each aircraft’s card.',
      ],
    },
    {
      id: 'audits',
      heading: 'What each audit standard means',
      paragraphs: [
        'Third-party audits look at an operator with fresh eyes. These are the three our cards name, and what each one tells you.',
      ],
      terms: [
        {
          term: 'ARGUS',
          detail:
            'ARGUS rates charter operators on their safety history, their pilots’ experience and background checks, and their aircraft. Gold is the first rating; Gold Plus adds an on-site audit of the operator; Platinum, the highest, also requires a working safety management system and emergency response plan.',
        },
        {
          term: 'Wyvern',
          detail:
            'A Wyvern Wingman operator has passed an on-site audit against standards above the regulations: pilot experience minimums, training, a safety management system and an emergency response plan. The audit is repeated every two years.',
        },
        {
          term: 'IS-BAO',
          detail:
            'The International Standard for Business Aircraft Operations, from the International Business Aviation Council, is a code of best practice built around a safety management system and checked by accredited auditors. Stage 1 means the system is in place, Stage 2 that it manages risk day to day, Stage 3 that safety is part of the culture.',
        },
        {
          term: 'No third-party audit held',
          detail:
            'Some good operators hold none. When that is so, the aircraft’s card says it plainly, and every check on this page still applies.',
        },
      ],
    },
    {
      id: 'disclosure',
      heading: 'What we disclose before you pay',
      paragraphs: ['Your confirmation names who and what will fly you, before any payment is taken.'],
      points: [
        'The operator’s name and its DGCA NSOP permit number.',
        'The aircraft’s registration (VT-…), type and year of manufacture.',
        'The names of the captain and first officer, with their hours on type.',
        'Any fuel stop on the way, and where it is.',
        'If any of these changes after you pay, we tell you before the flight and you may decline the change.',
      ],
    },
    {
      id: 'medical',
      heading: 'Medical and emergency readiness',
      paragraphs: ['Help is planned before it is needed, on the ground and in the air.'],
      points: [
        'A first-aid kit, an emergency medical kit and supplementary oxygen on every aircraft.',
        'A defibrillator (AED) on every midsize and heavy jet, and crews trained to use it.',
        'A ground-based medical advisory service the crew can reach at any moment of the flight.',
        'Medical evacuation jets with an intensive-care doctor and nurse, a stretcher and critical-care equipment.',
        'A 24/7 operations desk in Mumbai that follows every flight and runs the emergency response plan with the operator if anything goes wrong.',
      ],
    },
  ],
} satisfies SafetyContent;
