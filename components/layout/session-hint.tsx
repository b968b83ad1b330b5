import { SESSION_KEY } from '@/lib/auth/storage-keys';

// Runs in <head> before the first paint (its hash is in each page's CSP): a browser that holds a
// signed-in session gets <html data-account="stored">, so the header never shows Login and Sign Up
// to it while the scripts load. The account store then reads the session properly and sets "in"
// or "out" (ShellBehaviour).
export const SESSION_HINT_SCRIPT = `try{var s=localStorage.getItem(${JSON.stringify(SESSION_KEY)});if(s&&JSON.parse(s).state.user)document.documentElement.dataset.account="stored"}catch(e){}`;

export function SessionHint() {
  // A constant of our own (no data from anywhere), hashed into each page's CSP by the post-build step.
  // eslint-disable-next-line react/no-danger
  return <script dangerouslySetInnerHTML={{ __html: SESSION_HINT_SCRIPT }} />;
}
