import { account } from '@/content/account';
import { accountMessages } from '@/content/account-messages';
import { parseContent } from '@/lib/content';
import { fillMessage } from '@/lib/fill-message';
import { accountContentSchema } from '@/lib/schemas/content/account';
import { accountMessagesSchema } from '@/lib/schemas/content/account-messages';

describe('account content', () => {
  it('is valid', () => {
    expect(() => parseContent(accountContentSchema, account, 'content/data/account.json')).not.toThrow();
    expect(() => parseContent(accountMessagesSchema, accountMessages, 'content/account-messages.ts')).not.toThrow();
  });

  it('fails with a readable path when the tiers are out of order or none starts at 0', () => {
    const tiers = [
      { name: 'Gold', minPastFlights: 10 },
      { name: 'Silver', minPastFlights: 3 },
    ];
    const typo = { ...account, customer: { ...account.customer, loyaltyTiers: tiers } };
    expect(() => parseContent(accountContentSchema, typo, 'content/data/account.json')).toThrow(
      /customer\.loyaltyTiers: one tier must start at 0 past flights/,
    );
  });

  it('names the action and the account’s e-mail in a desk request, to the right desk', () => {
    const values = { desk: account.desks['Jet Owner'].desk, action: 'Earnings & Payouts', email: 'owner@example.com' };
    expect(fillMessage(account.desks.requestText, values)).toBe(
      'Hello Vayu Jets owner desk, please set up Earnings & Payouts for my account (owner@example.com).',
    );
    expect(account.desks.Operator.desk).toBe('operator desk');
  });
});
