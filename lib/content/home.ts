import { fillMessage } from '@/content/messages';
import { home } from '@/content/home';
import { pricing } from '@/content/pricing';
import { formatINR } from '@/lib/format';
import { homeSchema } from '@/lib/schemas/content/home';
import { parseContent } from './parse';

const parsed = parseContent(homeSchema, home, 'content/home.ts');

// FAQ answers quote the rate card by placeholder, so a price lives only in content/pricing.ts.
const fares = Object.fromEntries(
  Object.entries(pricing.jetTypes).map(([type, rate]) => [type, formatINR(rate.indicativePrice)]),
);

export const homeContent = {
  ...parsed,
  faq: {
    ...parsed.faq,
    items: parsed.faq.items.map((item) => ({ ...item, answer: fillMessage(item.answer, fares) })),
  },
};
