import { render, screen, within } from '@testing-library/react';
import { handWorkedPricing } from '@/__tests__/support/hand-worked-pricing';
import { EstimatePanel } from '@/components/booking/estimate-panel';
import { content } from '@/lib/content';
import { estimateRoute, type EstimateRequest } from '@/lib/estimate/estimate';

const { airports } = content;
const pricing = handWorkedPricing(content.pricing);

function renderPanel(request: Partial<EstimateRequest>) {
  const estimate = estimateRoute({ from: '', to: '', jetType: 'light', passengers: 1, ...request }, airports, pricing);
  render(<EstimatePanel estimate={estimate} pricing={pricing} />);
  return screen.getByRole('region', { name: 'Route estimate' });
}

describe('EstimatePanel', () => {
  it('invites a route until both places are chosen, and is a polite live region', () => {
    const panel = renderPanel({ from: 'BOM' });
    expect(panel).toHaveTextContent('Choose where from and where to');
    expect(panel.querySelector('[aria-live="polite"]')).not.toBeNull();
    expect(within(panel).getByRole('heading', { name: 'Not included' })).toBeInTheDocument();
    expect(panel).toHaveTextContent('De-icing and hangarage');
  });

  it('itemises Mumbai to Delhi in a light jet', () => {
    const panel = renderPanel({ from: 'Mumbai (BOM)', to: 'New Delhi (DEL)', passengers: 4 });
    expect(panel).toHaveTextContent('1,137 km (614 nm)');
    expect(panel).toHaveTextContent('1 h 58 min');
    // Worked in __tests__/lib/estimate/routes.test.ts: 118 min out → ₹4,91,667; 236 min → ₹9,83,333, so ₹4,91,666
    // back; subtotal 9,83,333 + 80,000 = ₹10,63,333; GST 1,91,399.94 → ₹1,91,400; total ₹12,54,733
    expect(panel).toHaveTextContent('₹11,54,000 – ₹14,06,000');
    const rows = within(panel)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'ItemAmount',
      'Your flightMumbai (BOM) → New Delhi (DEL), 1 h 58 min₹4,91,667',
      'Return to baseNew Delhi (DEL) → Mumbai (BOM), 1 h 58 min₹4,91,666',
      'Airport and handling charges2 landings₹80,000',
      'Subtotal₹10,63,333',
      'GST as applicable (18%)₹1,91,400',
      'Estimated total₹12,54,733',
    ]);
    expect(panel).toHaveTextContent('Rate card of 1 November 2026');
  });

  it('suggests a category for an oversize group', () => {
    const panel = renderPanel({ from: 'BOM', to: 'DEL', passengers: 12 });
    expect(panel).toHaveTextContent("12 passengers is more than the Light Jet's 7 seats. A Heavy Jet seats up to 14.");
  });

  it('puts every warning in one notice, listed, so a phone never stacks boxes over the figures', () => {
    // We plan no fuel stops, so a priced leg's one warning left is the party's size.
    const panel = renderPanel({ from: 'BOM', to: 'GOI', passengers: 12 });
    const notes = within(panel).getAllByRole('note');
    expect(notes).toHaveLength(1);
    expect(
      within(notes[0])
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('12 passengers is more than')]);
  });

  it('shows no notice when nothing needs a warning', () => {
    expect(within(renderPanel({ from: 'BOM', to: 'GOI' })).queryByRole('note')).toBeNull();
  });

  it('refuses a helicopter to London with no price, naming the limit and a category that can', () => {
    // 3,895 nm against the helicopter's 370 × 0.9 = 333 nm; only the heavy jet's 5,805 nm flies it non-stop
    const panel = renderPanel({ from: 'BOM', to: 'LHR', jetType: 'helicopter' });
    expect(panel).toHaveTextContent(
      'The Helicopter flies at most 333 nm without a fuel stop, and Mumbai (BOM) → London (LHR) is 3,895 nm. We plan no fuel stops, so we do not price this trip with it. The Heavy Jet flies it non-stop: choose it above.',
    );
    expect(panel).not.toHaveTextContent('Estimated total');
    expect(panel).not.toHaveTextContent('Estimated range');
  });

  it('offers to price an unlisted place by hand', () => {
    const panel = renderPanel({ from: 'Lonavala helipad', to: 'BOM' });
    expect(panel).toHaveTextContent(
      "“Lonavala helipad” is not in our airport list yet, so we'll price this route by hand.",
    );
  });

  it('names two unlisted places in the plural', () => {
    const panel = renderPanel({ from: 'Lonavala helipad', to: 'Shimla' });
    expect(panel).toHaveTextContent(
      "“Lonavala helipad” and “Shimla” are not in our airport list yet, so we'll price this route by hand.",
    );
  });
});
