import { estimateCopy } from '@/content/estimate';
import { parseContent } from '@/lib/content';
import { estimateCopySchema } from '@/lib/schemas/content/estimate';

describe('estimate panel copy', () => {
  it('is valid', () => {
    expect(() => parseContent(estimateCopySchema, estimateCopy, 'content/data/estimate.json')).not.toThrow();
  });

  it('fails a template that lost its placeholder, with its path', () => {
    const broken = { ...estimateCopy, oneWay: { ...estimateCopy.oneWay, sameAirport: 'From and To are the same.' } };
    expect(() => parseContent(estimateCopySchema, broken, 'content/data/estimate.json')).toThrow(
      /content\/data\/estimate\.json[\s\S]*oneWay\.sameAirport: must contain \{airport\}/,
    );
  });
});
