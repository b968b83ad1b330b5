import type { RequestStatusContent } from '@/lib/schemas/content/request-status';

// What the request confirmation, the waiting list and an account's sent list say, word for word.
// `{reference}`, `{reason}`, `{email}`, `{phone}`, `{date}` and `{time}` are filled by
// fillMessage(). "Received" is only ever shown after the endpoint answered this request's POST 2xx.
export const requestStatus = {
  titles: {
    handoff: 'Your request {reference} is ready to send',
    contact: 'Who should we call back?',
    sending: 'Sending your request {reference}…',
    received: 'Received',
    pending: 'Not delivered yet: kept in this browser',
    rejected: 'Our desk could not accept this request',
    failed: 'Your request did not reach us',
    cancelled: 'Cancelled',
    returned: 'Your request {reference} was not passed on: send it yourself',
    newsletterHandoff: 'Subscribe by e-mail',
  },
  status: {
    handoff:
      'Nothing has been sent yet. Send it to our desk by WhatsApp or by e-mail below: both carry the same text and the reference {reference}.',
    received: 'Received: our desk has your request {reference}.',
    pending:
      'Our desk has not confirmed it yet ({reason}). This browser keeps your request {reference} and sends it as soon as it can: when the connection returns, and the next time you open any page of this site. You can also send it now by WhatsApp or e-mail.',
    rejected:
      'Our desk’s system refused your request {reference}: {reason}. Nothing was received. Send it by WhatsApp or e-mail instead.',
    failed:
      'We could not reach our desk ({reason}), so nothing was received. Send your request {reference} by WhatsApp or e-mail instead.',
    pendingElsewhere:
      'Another tab of this site is sending your request {reference} right now. This page will say so when our desk has it; you can also send it by WhatsApp or e-mail below.',
    cancelled:
      'Your request {reference} was cancelled (in another tab or on your dashboard), so it will not be sent and our desk has not received it.',
    returned:
      'This site no longer passes requests on from this browser, so your request {reference} was not sent and this browser no longer keeps it. Send it to our desk by WhatsApp or by e-mail below: both carry the same text and the reference.',
    // Why a kept request waits on a page of an older version of the site: the new one sends it.
    outdated: 'this page is older than the site now online: reload it to send',
    // After the one direct attempt failed too: nothing is kept, nothing will be sent later.
    storage: {
      blocked:
        'This browser blocks site storage, so it cannot keep your request to send it later, and the one attempt to send it now failed ({reason}). Send it by WhatsApp or e-mail now.',
      full: 'This browser’s storage is full, so it cannot keep your request to send it later, and the one attempt to send it now failed ({reason}). Send it by WhatsApp or e-mail now.',
      newer:
        'A newer version of this site is open in another tab, so this page will not change its saved requests, and the one attempt to send it now failed ({reason}). Send it by WhatsApp or e-mail now, or reload the page.',
    },
    newsletterHandoff:
      'We have no mailing list server, so subscribing is one e-mail from you: press “Send by e-mail” and send the message your e-mail app opens with. Nothing has been sent yet.',
  },
  nextSteps: {
    booking:
      'What happens next: a charter consultant checks aircraft, crew and permits and replies with a firm quote, usually within the hour, 24/7.',
    contact: 'What happens next: a flight coordinator replies within the hour, 24/7.',
    emptyLeg:
      'What happens next: we check the offer is still open and reply within the hour, 24/7, to confirm your seats.',
    newsletter: 'What happens next: we add {email} to our newsletter and reply to confirm.',
    desk: 'What happens next: an account manager replies to {email} within one working day to connect your aircraft.',
    listing:
      'What happens next: an account manager checks the aircraft’s papers and replies to {email} within one working day to list it for charter.',
  },
  // While this device has no connection (navigator.onLine false), beside whatever the request's state says.
  offline: {
    waiting:
      'This device is offline. Your request {reference} waits in this browser and is sent when the connection returns.',
    handoff:
      'This device is offline, so nothing can reach us yet. Copy the text to keep it, and send it once the connection returns.',
    notSent: 'This device is offline: nothing can reach our desk until the connection returns.',
  },
  contactStep: {
    intro: 'Leave a name and a phone number or an e-mail address, so our desk can reach you about {reference}.',
    submit: 'Send request',
  },
  copyHeading: 'What will be sent',
  copyText: 'Copy text',
  copied: 'Copied. Paste it into any message to our desk.',
  copyFailed: 'This browser would not copy it: select the text above and copy it yourself.',
  handedOff: {
    whatsapp: 'Handed to WhatsApp: send the message there and our desk has it.',
    email: 'Handed to e-mail: send the message your mail app opened and our desk has it.',
  },
  desk: 'Our desk: {email} · {phone} (24/7)',
  // How far this browser saw each of an account's requests go, and no further.
  sentStatus: {
    received: 'Received {date}',
    kept: 'Kept in this browser to send, since {date}',
    refused:
      'Refused by our desk’s system (asked for {date}): {reason}. Our desk does not have it: send it by WhatsApp or e-mail instead, or remove it from this list.',
    whatsapp: 'Handed to WhatsApp {date}',
    email: 'Handed to e-mail {date}',
    cancelled: 'Cancelled (asked for {date}): this browser will not pass it on, and our desk does not have it.',
    returned:
      'Handed back to you (asked for {date}): this site no longer passes requests on from this browser, so our desk has it only if you send it by WhatsApp or e-mail.',
    recorded: 'Asked for {date}',
  },
  setAside:
    'A saved request in this browser could not be read, so it was set aside (a copy is kept in this browser). The others are unchanged.',
  whatsapp: 'Send on WhatsApp',
  email: 'Send by e-mail',
  pendingHeading: 'Requests waiting to be delivered',
  pendingEmpty: 'No requests are waiting.',
  pendingLine: 'Kept since {time} (Mumbai time); last attempt: {reason}.',
  rejectedLine: 'Refused: {reason}.',
  cancel: 'Cancel',
  reasons: {
    offline: 'this device is offline',
    network: 'the connection failed',
    timeout: 'no answer came in time',
  },
} satisfies RequestStatusContent;
