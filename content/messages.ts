import type { Messages } from '@/lib/schemas/content/messages';
import { connectionFailed, loggedOut } from './shell-messages';

// Every toast and alert, word for word (tests pin the wording). `{name}` placeholders are filled by fillMessage().
export const messages = {
  // The title of a booking's confirmation once the desk has received it, and only then.
  bookingSent: { title: 'Booking Request Sent!' },
  // The trip's estimated total when the planner holds a route it can price; the hourly rate otherwise.
  instantQuote: {
    title: 'Instant Quote Generated',
    description:
      'Estimated cost of this trip in a {label}: {total}, GST as applicable. A {label} is {amount} per flight hour. Contact our experts for an exact quote.',
  },
  // Nothing is generated without a route: the rate, and what the estimate needs.
  instantQuoteRate: {
    title: 'Hourly rate',
    description:
      'A {label} is {amount} per flight hour. Choose where from and where to, and the estimate prices this trip. Contact our experts for an exact quote.',
  },
  loginSuccess: { title: 'Login Successful', description: 'Welcome back, {role}!' },
  loginFailed: { title: 'Login Failed', description: 'Invalid email or password.' },
  loginNoAccounts: {
    title: 'Login Failed',
    description:
      'This browser holds no Vayu Jets account. An account lives in the browser that created it: sign in there, or sign up here.',
  },
  signupSuccess: { title: 'Signup Successful', description: 'Welcome to Vayu Jets, {role}!' },
  signupFailed: { title: 'Signup Failed', description: 'An account with this email already exists.' },
  loggedOut,
  passwordMismatch: "Passwords don't match!",
  loadingDashboard: 'Loading dashboard...',
  insecureContext: {
    title: 'Secure connection needed',
    description: 'Accounts need a secure (https) connection. Please open this site over https and try again.',
  },
  storageBlocked: {
    title: 'Storage is blocked',
    description: 'Your browser is blocking site storage, so we cannot keep you signed in. Allow storage and try again.',
  },
  storageFull: {
    title: 'Storage is full',
    description: 'Your browser storage is full, so nothing was saved. Free some space and try again.',
  },
  storageNewer: {
    title: 'Saved data is from a newer version',
    description: 'This page is out of date, so it will not change your saved accounts. Reload the page and try again.',
  },
  signupSessionNotKept: {
    title: 'Account created',
    description: 'Your account was created, but this browser could not keep you signed in: log in.',
  },
  connectionFailed,
  formStillLoading: 'The page is still loading. We will send this as soon as it is ready.',
  formKeptOffline:
    'This device is offline: this is kept here, even through a reload, and sent once the connection is back.',
  formCallNow: 'To talk to us now, call',
  formNeedsJavaScript:
    'This form needs JavaScript, which is off in this browser: nothing you type here is sent anywhere. Call or WhatsApp us instead.',
  browserOnlyAccount:
    'Your account is kept only in this browser. On another device, or after clearing this browser, you will need a new account.',
  storageRecovered: {
    title: 'Some saved data could not be read',
    description: 'We kept a backup of it and carried on with everything we could read.',
  },
  compareLimit: 'You can compare up to {max} aircraft. Untick one to add the {name}.',
  dashboardWelcome: 'Welcome',
  dashboardSignedInAs: 'Signed in as',
  dashboardRedirecting: 'Redirecting to login…',
  dashboardLoading: 'Loading your account…',
} satisfies Messages;

// Small and catalogue-free, so a client part that only fills a message does not ship every message.
export { fillMessage } from '@/lib/fill-message';
