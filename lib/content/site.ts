import { messages } from '@/content/messages';
import { site } from '@/content/site';
import { messagesSchema } from '@/lib/schemas/content/messages';
import { siteSchema } from '@/lib/schemas/content/site';
import { parseContent } from './parse';

export const siteConfig = parseContent(siteSchema, site, 'content/site.ts');
export const messageCatalogue = parseContent(messagesSchema, messages, 'content/messages.ts');
