import { account } from '@/content/account';
import { fillMessage } from '@/content/messages';
import { mailtoHref, whatsappHref } from '@/lib/links';

// A Jet Owner or Operator action is a request to their desk. This is the one place it is written
// and handed off (WhatsApp or e-mail, prefilled; nothing is sent until the visitor sends it there),
// so it can be routed through the site's request sender as a whole.

export type DeskRole = 'Jet Owner' | 'Operator';
export type DeskRequest = { desk: string; text: string; subject: string; whatsapp: string; mailto: string };

export function deskRequest(role: DeskRole, action: string, email: string): DeskRequest {
  const texts = account.desks;
  const values = { desk: texts[role].desk, action, email };
  const text = fillMessage(texts.requestText, values);
  const subject = fillMessage(texts.requestSubject, values);
  return {
    desk: values.desk,
    text,
    subject,
    whatsapp: whatsappHref(text),
    mailto: mailtoHref({ subject, body: text }),
  };
}
