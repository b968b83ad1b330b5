import { SESSION_KEY } from '@/lib/auth/storage-keys';

// Runs before the first paint, so a signed-in browser never sees Login and Sign Up while the scripts load.
export const SESSION_HINT_SCRIPT = `try{var s=localStorage.getItem(${JSON.stringify(SESSION_KEY)});if(s&&JSON.parse(s).state.user)document.documentElement.dataset.account="stored"}catch(e){}`;

export function SessionHint() {
  // A constant of our own, hashed into each page's CSP by the post-build step.
  // eslint-disable-next-line react/no-danger
  return <script dangerouslySetInnerHTML={{ __html: SESSION_HINT_SCRIPT }} />;
}
