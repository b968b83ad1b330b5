import type { AirAmbulanceContent } from '@/lib/schemas/content/air-ambulance';

// /air-ambulance copy. The phone and WhatsApp number come from content/company.ts.
export const airAmbulance = {
  desk: {
    answered: 'Answered 24/7',
    call: 'Call the medical desk',
    whatsapp: 'WhatsApp the medical desk',
    whatsappText: 'Hello Vayu Jets medical desk, we need an air ambulance. Please call me back.',
    note: 'A flight coordinator and a doctor pick up, day or night, including holidays.',
  },
  form: {
    title: 'Request an air ambulance',
    intro:
      'Answer what you know; the medical desk asks for the rest on the call. Only a contact name and phone (marked *) are needed to start.',
    noScript: 'This form needs JavaScript. Please call or WhatsApp the medical desk with the buttons above.',
    submitLabel: 'Send request on WhatsApp',
    callInstead: 'Call instead',
    whatsappHeading: 'Air ambulance request for the Vayu Jets medical desk',
    // Shown under the buttons after a send; kept here rather than in content/messages.ts, which
    // every page ships, so only this page carries them.
    sent: 'Your request is ready in WhatsApp. Press send in WhatsApp to reach the medical desk. If WhatsApp did not open, call the medical desk: we answer 24/7.',
    failed:
      'We could not prepare your WhatsApp message. Check your connection and try again, or call the medical desk now: we answer 24/7.',
    privacy:
      'This form stores nothing: what you type stays on this page, is never saved in your browser or sent to us, and is gone when you close the tab. Only the WhatsApp message you choose to send reaches us.',
    // When the site sends requests to its endpoint (docs/requests.md): sent once, directly, never stored.
    endpoint: {
      submitLabel: 'Send request to the medical desk',
      sending: 'Sending your request {reference} to the medical desk…',
      received:
        'Received: the medical desk has your request {reference} and calls you back. If you have not heard from us in 15 minutes, call the medical desk: we answer 24/7.',
      failed:
        'Your request did not reach the medical desk ({reason}). Call the medical desk now, or send it on WhatsApp: we answer 24/7.',
      privacy:
        'This form stores nothing: what you type stays on this page and is never saved in your browser. It is sent once, directly to our medical desk, when you press the button, and is gone when you close the tab.',
    },
  },
  expect: {
    title: 'What to expect',
    intro: 'Plain answers to the questions families ask us first.',
    items: [
      {
        title: 'Permissions take time abroad',
        text: 'For an international transfer, landing and overflight permissions take about 12 working hours. Domestic flights need far less.',
      },
      {
        title: 'Some airports close at night',
        text: 'Not every airport is open around the clock (watch hours). If the nearest one is closed, we plan around it and tell you the earliest departure.',
      },
      {
        title: 'Payment is taken in advance',
        text: 'The flight is confirmed once payment is received. We share the full cost in writing before you pay.',
      },
      {
        title: 'The medical team has the final say',
        text: 'The flight’s doctor decides whether the patient is fit to fly, after speaking with the treating doctor.',
      },
    ],
    documentsTitle: 'Documents we will need',
    documents: [
      'A fit-to-fly certificate from the treating doctor',
      'ID or passport for the patient and every companion',
      'The receiving hospital’s acceptance of the patient',
    ],
  },
} satisfies AirAmbulanceContent;
