import { pricing as raw } from '@/content/pricing';
import { pricingSchema } from '@/lib/schemas/content/pricing';
import { parseContent } from './parse';

export const pricing = parseContent(pricingSchema, raw, 'content/pricing.ts');
