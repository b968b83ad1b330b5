import { z } from '@/lib/schemas/zod';

const text = z.string().trim().min(1, 'must not be empty');
const toastSchema = z.object({ title: text, description: text.optional() });

export const messagesSchema = z.object({
  bookingSent: toastSchema,
  instantQuote: toastSchema,
  instantQuoteRate: toastSchema,
  loginSuccess: toastSchema,
  loginFailed: toastSchema,
  loginNoAccounts: toastSchema,
  signupSuccess: toastSchema,
  signupFailed: toastSchema,
  loggedOut: toastSchema,
  passwordMismatch: text,
  loadingDashboard: text,
  insecureContext: toastSchema,
  storageBlocked: toastSchema,
  storageFull: toastSchema,
  storageNewer: toastSchema,
  signupSessionNotKept: toastSchema,
  connectionFailed: toastSchema,
  formStillLoading: text,
  formKeptOffline: text,
  formCallNow: text,
  formNeedsJavaScript: text,
  browserOnlyAccount: text,
  storageRecovered: toastSchema,
  compareLimit: text.includes('{max}').includes('{name}'),
  dashboardWelcome: text,
  dashboardSignedInAs: text,
  dashboardRedirecting: text,
  dashboardLoading: text,
});

export type Messages = z.input<typeof messagesSchema>;
export type ToastMessage = z.input<typeof toastSchema>;
