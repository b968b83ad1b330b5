import { instantQuoteToast } from '@/components/booking/instant-quote-toast';
import { fillMessage } from '@/content/messages';
import { pricing } from '@/content/pricing';
import { buildQuote } from '@/lib/booking/instant-quote';

const rates = pricing.jetTypes;

const toastFor = (jetType: string, trip?: { total: number }) => {
  const quote = buildQuote(jetType, pricing);
  if (!quote) throw new Error(`no quote for ${jetType}`);
  const { message, values } = instantQuoteToast(quote, trip);
  return { title: message.title, description: fillMessage(message.description ?? '', values) };
};

describe('instant quote toast', () => {
  it("names this trip's estimated total, and the jet type's rate labelled per flight hour", () => {
    expect(toastFor('light', { total: 684_000 })).toEqual({
      title: 'Instant Quote Generated',
      description:
        'Estimated cost of this trip in a Light Jet: ₹6,84,000, GST as applicable. A Light Jet is ₹2,50,000 per flight hour. Contact our experts for an exact quote.',
    });
  });

  it('without a priced trip, gives the rate per flight hour and asks for the route', () => {
    expect(toastFor('helicopter')).toEqual({
      title: 'Hourly rate',
      description:
        'A Helicopter is ₹1,50,000 per flight hour. Choose where from and where to, and the estimate prices this trip. Contact our experts for an exact quote.',
    });
  });

  it('says "Generated" only when a route was priced', () => {
    expect(toastFor('light').title).not.toMatch(/Generated/);
    expect(toastFor('light', { total: 1 }).title).toBe('Instant Quote Generated');
  });

  it('leaves no placeholder unfilled for any jet type', () => {
    for (const jetType of Object.keys(rates)) {
      expect(toastFor(jetType).description).not.toMatch(/[{}]/);
      expect(toastFor(jetType, { total: 1 }).description).not.toMatch(/[{}]/);
    }
  });
});
