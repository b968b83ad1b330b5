import type { ToastMessage } from '@/lib/schemas/content/messages';

// Part of the message catalogue (content/messages.ts): the messages the layout itself shows (the
// footer's newsletter offline, the header's Logout), in a module of their own so every page's first
// load carries these two and not the whole catalogue.
export const connectionFailed = {
  title: "We couldn't reach Vayu Jets",
  description: "We couldn't reach Vayu Jets. Check your connection and try again.",
} satisfies ToastMessage;

export const loggedOut = {
  title: 'Logged Out',
  description: 'You have been successfully logged out.',
} satisfies ToastMessage;
