import { services as raw } from '@/content/services';
import { servicesSchema } from '@/lib/schemas/content/services';
import { parseContent } from './parse';

export const servicesContent = parseContent(servicesSchema, raw, 'content/services.ts');
