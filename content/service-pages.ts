import type { ServicePagesContent } from '@/lib/schemas/content/service-pages';

// The page of each service at /services/<id>/ (the id, title, photo and features come from
// content/services.ts). Typical aircraft are names from content/fleet.ts and link to their pages;
// jetType is the category "Book Now" opens the planner with.
export const servicePages = {
  labels: {
    backLabel: 'All services',
    whatHeading: 'What it is',
    stepsHeading: 'How it works',
    aircraftHeading: 'Typical aircraft',
    aircraftIntro:
      'The aircraft we most often fly for this service. Each has its own page with specifications and prices.',
    includedHeading: 'What is included',
    faqHeading: 'Questions',
  },
  pages: [
    {
      id: 'on-demand-charter',
      jetType: 'light',
      metaDescription:
        'Charter a private jet or helicopter from Mumbai on your schedule: how on-demand charter works, what is included and which aircraft fit.',
      whatItIs: [
        'On-demand charter is the whole aircraft, for you and your party, on the day and at the hour you choose. There is no membership and no block of hours to buy: you pay for the trip you fly.',
        'You tell us where and when; we find the aircraft that suits the number of passengers, the distance and the runways at both ends, and quote one price for the trip.',
      ],
      steps: [
        {
          title: 'Tell us the trip',
          text: 'Route, date, time and party size, on the booking page, by phone or on WhatsApp.',
        },
        {
          title: 'Receive a quote',
          text: 'A consultant checks aircraft availability, crew duty time and airport slots, then sends one price for the trip.',
        },
        {
          title: 'Confirm',
          text: 'Once you accept, the operator confirms the aircraft and we file the flight plan and permits.',
        },
        {
          title: 'Fly',
          text: 'Arrive at the private terminal shortly before departure; the crew meets you and your luggage goes straight to the hold.',
        },
      ],
      typicalAircraft: ['Citation CJ3+', 'Phenom 300E', 'Praetor 500', 'Bell 429'],
      included: [
        'The whole aircraft, crew and fuel for your route',
        'Positioning the aircraft to your departure airport',
        'Landing, parking and handling charges',
        'Light refreshments, with more on board quoted on request',
        'A consultant reachable 24/7 before and during the trip',
      ],
      faq: [
        {
          question: 'How soon can I fly?',
          answer:
            'Often the same day for domestic flights, depending on which aircraft and crew are free and on airport slots. International flights need overflight and landing permits, which can take longer.',
        },
        {
          question: 'Do I pay for the empty flight back?',
          answer:
            'When the aircraft has to return to base, the positioning is part of the price and shown in the estimate. Ask about empty legs: a flight already positioning your way costs less.',
        },
        {
          question: 'Can I change the time after booking?',
          answer:
            'Usually, yes, within the crew’s duty time and the airports’ slots. Tell your consultant as early as you can.',
        },
      ],
      cta: {
        heading: 'Plan your charter',
        text: 'Start with the route and the date; the planner shows an indicative price straight away.',
        primary: { label: 'Plan a flight', href: '/book/' },
        secondary: { label: 'See empty legs', href: '/empty-legs/' },
      },
    },
    {
      id: 'group-charter',
      jetType: 'heavy',
      metaDescription:
        'Fly a wedding party, team or family group together on one private aircraft, or several timed to land together: how group charter works.',
      whatItIs: [
        'Group charter flies a party together: a wedding, a company offsite, a sports team or a family reunion. One aircraft seats up to {heavySeats} in a business layout; for larger groups we coordinate several aircraft so they land close together.',
        'One coordinator holds the guest list, the luggage and the timings, so nobody waits at a check-in queue.',
      ],
      steps: [
        {
          title: 'Share the plan',
          text: 'Numbers, dates, the cities involved and anything unusual, such as wedding outfits or sports kit.',
        },
        {
          title: 'Choose the aircraft',
          text: 'We propose one aircraft or a combination, with the price of each option, so you can weigh comfort against cost.',
        },
        {
          title: 'Send the guest list',
          text: 'Names and identity documents as the airports require them; your coordinator checks every detail.',
        },
        {
          title: 'Travel together',
          text: 'Private terminal check-in for the whole group, and a coordinator on call on the day.',
        },
      ],
      typicalAircraft: ['Global 7500', 'Falcon 8X', 'Challenger 350'],
      included: [
        'A dedicated group coordinator',
        'Private terminal check-in for every guest',
        'Timing of several aircraft when the group needs more than one',
        'Light refreshments for the whole group',
        'Luggage planning for the aircraft’s hold',
      ],
      faq: [
        {
          question: 'What is the largest group you can fly?',
          answer:
            'Up to {heavySeats} on one business aircraft. Beyond that we fly several aircraft, timed to arrive close together.',
        },
        {
          question: 'Can guests join from different cities?',
          answer:
            'Yes. A multi-city itinerary can collect guests on the way, or separate aircraft can meet at the destination.',
        },
        {
          question: 'How far ahead should we book?',
          answer:
            'For weddings and events on busy dates, as early as you know them: the larger aircraft are the first to be taken.',
        },
      ],
      cta: {
        heading: 'Fly your group together',
        text: 'Tell us the numbers and the dates; a coordinator comes back with options.',
        primary: { label: 'Plan a group flight', href: '/book/' },
        secondary: { label: 'Talk to a coordinator', href: '/contact/' },
      },
    },
    {
      id: 'corporate-charter',
      jetType: 'midsize',
      metaDescription:
        'Corporate charter from Mumbai: several cities in one working day, a quiet connected cabin and one monthly invoice. How it works.',
      whatItIs: [
        'Corporate charter is private flying arranged around a working day: several cities between breakfast and dinner, with a cabin quiet enough to work and talk in confidence.',
        'Companies that fly often can agree an annual programme with fixed rates and one consolidated invoice each month.',
      ],
      steps: [
        {
          title: 'Share the schedule',
          text: 'The meetings, the cities and the times you must be back; we plan the legs around them.',
        },
        {
          title: 'Agree the terms',
          text: 'A single trip at the quoted price, or an annual programme with rates fixed for the year.',
        },
        {
          title: 'Fly and work',
          text: 'Board at the private terminal, work on board with Wi-Fi where the aircraft has it, and land close to your meeting.',
        },
        {
          title: 'One invoice',
          text: 'Programme clients receive one consolidated invoice each month, with each trip itemised.',
        },
      ],
      typicalAircraft: ['Praetor 500', 'Challenger 350', 'Phenom 300E'],
      included: [
        'Multi-city itineraries in a single day',
        'Wi-Fi-equipped cabins on the aircraft that have it',
        'Passenger lists kept confidential',
        'Consolidated monthly invoicing for programme clients',
        'One account manager for your company',
      ],
      faq: [
        {
          question: 'Can we invoice the flight to our company with GST?',
          answer: 'Yes. Give us the company’s name and GSTIN when you book and the invoice is made out to it.',
        },
        {
          question: 'Who sees our passenger list?',
          answer:
            'Only the people who need it to fly you: the operator, the crew and the authorities the airports report to.',
        },
        {
          question: 'Is there a minimum commitment?',
          answer: 'Not for a single trip. An annual programme is agreed with each company, with its own terms.',
        },
      ],
      cta: {
        heading: 'Plan a working day in the air',
        text: 'Add the legs in the multi-city planner, or ask about an annual programme.',
        primary: { label: 'Plan a business trip', href: '/book/' },
        secondary: { label: 'Ask about a programme', href: '/contact/' },
      },
    },
    {
      id: 'medical-evacuation-jets',
      jetType: 'midsize',
      metaDescription:
        'Air ambulance jets from Mumbai with a doctor or critical-care nurse on board, bed to bed. How a medical evacuation works and how to request one.',
      whatItIs: [
        'A medical evacuation flies a patient to the hospital that can treat them, or home, in an aircraft fitted as an intensive-care unit, with a doctor, a critical-care nurse or both on board, as the patient needs.',
        'We arrange the whole transfer, bed to bed: the ground ambulances at both ends, the aircraft, the medical team and the paperwork between the two hospitals.',
      ],
      steps: [
        {
          title: 'Call or send a request',
          text: 'The medical desk answers day and night. Tell us where the patient is, where they need to go and their condition.',
        },
        {
          title: 'Medical assessment',
          text: 'Our doctor speaks with the treating hospital to confirm the patient can fly and what care they need on the way.',
        },
        {
          title: 'Aircraft and team',
          text: 'An aircraft is fitted for the patient and the medical team is chosen for their condition.',
        },
        {
          title: 'Bed to bed',
          text: 'Ground ambulances at both ends, care on board throughout, and a handover to the receiving hospital’s team.',
        },
      ],
      typicalAircraft: ['Praetor 500', 'Challenger 350', 'Leonardo AW139'],
      included: [
        'A doctor, a critical-care nurse or both on every flight',
        'ICU-grade monitors, ventilator and oxygen',
        'Ground ambulances at both ends',
        'Coordination with both hospitals',
        'A seat for a family member where the aircraft allows',
      ],
      faq: [
        {
          question: 'How quickly can the aircraft leave?',
          answer:
            'We aim to be airborne within 90 minutes of the call once the patient is cleared to fly; permits for international flights can add time.',
        },
        {
          question: 'Can a family member travel with the patient?',
          answer:
            'Usually one, when the aircraft and the medical equipment leave room. We confirm it when we plan the flight.',
        },
        {
          question: 'Do you work with insurers?',
          answer:
            'We can send the medical and flight details an insurer asks for. Whether a policy pays is between you and your insurer.',
        },
      ],
      cta: {
        heading: 'Request an air ambulance',
        text: 'The request form reaches the medical desk with what they need to start; in an emergency, call.',
        primary: { label: 'Request an air ambulance', href: '/air-ambulance/' },
        secondary: { label: 'Contact us', href: '/contact/' },
      },
    },
    {
      id: 'luxury-travel-experiences',
      jetType: 'heavy',
      metaDescription:
        'Private flights paired with the stay, the transfers and the table: journeys to the Maldives, Dubai and the Alps, planned end to end.',
      whatItIs: [
        'A luxury travel experience is the flight and everything around it, planned as one journey: the villa or the chalet, the car at the steps, the table that is hard to get.',
        'A personal travel curator shapes the itinerary with you and books each part, so the journey runs without a seam.',
      ],
      steps: [
        { title: 'Share the idea', text: 'Where, when, who is travelling and what would make the trip special.' },
        {
          title: 'Receive an itinerary',
          text: 'Your curator proposes the flights, stays and experiences, each priced.',
        },
        { title: 'Refine and confirm', text: 'Change what you like; once you confirm, every part is booked.' },
        {
          title: 'Travel',
          text: 'Chauffeured transfers from the aircraft steps to the door, and your curator on call throughout.',
        },
      ],
      typicalAircraft: ['Global 7500', 'Falcon 8X', 'Praetor 500'],
      included: [
        'A personal travel curator',
        'Stays at partner resorts in the Maldives, Dubai and the Alps',
        'Chauffeured transfers from the aircraft steps',
        'Onboard dining from Mumbai kitchens',
        'Experiences booked at the destination',
      ],
      faq: [
        {
          question: 'Can you plan just the stay without the flight?',
          answer: 'Our journeys are built around a private flight; the stay and transfers are arranged to fit it.',
        },
        {
          question: 'How far ahead should I plan?',
          answer:
            'For peak season in the Maldives or the Alps, several weeks ahead gives the widest choice of villas and chalets.',
        },
      ],
      cta: {
        heading: 'Compose your journey',
        text: 'Tell us the idea and the dates; a curator comes back with an itinerary.',
        primary: { label: 'Plan the flight', href: '/book/' },
        secondary: { label: 'Talk to a curator', href: '/contact/' },
      },
    },
  ],
} satisfies ServicePagesContent;
