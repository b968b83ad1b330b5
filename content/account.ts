import data from '@/content/data/account.json';
import type { AccountContent } from '@/lib/schemas/content/account';

// What the dashboards, Account Settings and the Forgot Password page say beyond their figure labels
// and action names (content/dashboards.ts), in content/data/account.json (edited at /admin/, "Site
// and account"). `{name}` placeholders are filled by fillMessage().
export const account = data as AccountContent;
