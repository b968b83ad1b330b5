import type { AccountMessages } from '@/lib/schemas/content/account-messages';

// The account pages' toasts and alerts, word for word. A module of their own, so pages without an
// account do not carry them. `{name}` placeholders are filled by fillMessage().
export const accountMessages = {
  passwordChanged: { title: 'Password changed', description: 'Log in with the new password from now on.' },
  passwordWrong: { title: 'Password not changed', description: 'The current password is not right.' },
  exported: { title: 'Export downloaded', description: 'Saved as {file}.' },
  accountDeleted: {
    title: 'Account deleted',
    description: 'The account and its saved trips have left this browser.',
  },
  // `{requests}` is the count with its noun ("1 request"), `{references}` their references.
  accountDeletedRequests: {
    title: 'Account deleted',
    description:
      'The account, its saved trips and its {requests} not delivered yet ({references}) have left this browser. None of them will be sent.',
  },
  tripRemoved: { title: 'Trip removed', description: '{trip}' },
  undo: 'Undo',
  tripRestored: { title: 'Trip restored' },
  inviteCopied: { title: 'Invitation copied', description: 'Paste it to a friend wherever you like.' },
} satisfies AccountMessages;
