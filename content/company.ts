// How to reach the company: the one phone/WhatsApp number and the e-mail. Every tel:, wa.me and
// mailto: link, the footer, the contact tiles and the JSON-LD read these through content/site.ts.
// Kept in their own small module because the link helper ships to the browser. Placeholders.
export const company = {
  name: 'Vayu Jets',
  phone: { display: '+91 98200 07777', e164: '+919820007777' },
  whatsapp: '919820007777',
  email: 'concierge@vayujets.example',
} as const;
