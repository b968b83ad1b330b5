import { account } from '@/content/account';
import { accountMessages } from '@/content/account-messages';
import { deskRequest } from '@/lib/account/desk-request';
import { parseContent } from '@/lib/content';
import { accountContentSchema } from '@/lib/schemas/content/account';
import { accountMessagesSchema } from '@/lib/schemas/content/account-messages';

describe('account content', () => {
  it('is valid', () => {
    expect(() => parseContent(accountContentSchema, account, 'content/account.ts')).not.toThrow();
    expect(() => parseContent(accountMessagesSchema, accountMessages, 'content/account-messages.ts')).not.toThrow();
  });

  it('fails with a readable path when the tiers are out of order or none starts at 0', () => {
    const tiers = [
      { name: 'Gold', minPastFlights: 10 },
      { name: 'Silver', minPastFlights: 3 },
    ];
    const typo = { ...account, customer: { ...account.customer, loyaltyTiers: tiers } };
    expect(() => parseContent(accountContentSchema, typo, 'content/account.ts')).toThrow(
      /customer\.loyaltyTiers: one tier must start at 0 past flights/,
    );
  });

  it('names the action and the account’s e-mail in a desk request, to the right desk', () => {
    const request = deskRequest('Jet Owner', 'Earnings & Payouts', 'owner@example.com');
    expect(request.text).toBe(
      'Hello Vayu Jets owner desk, please set up Earnings & Payouts for my account (owner@example.com).',
    );
    expect(request.whatsapp).toContain(encodeURIComponent('Earnings & Payouts'));
    expect(request.mailto).toContain(encodeURIComponent('owner@example.com'));
    expect(deskRequest('Operator', 'Live Fleet Map', 'op@example.com').desk).toBe('operator desk');
  });
});
