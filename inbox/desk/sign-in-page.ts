import { html } from 'hono/html';
import { deskMessages as M } from '@/content/desk-messages';
import { page } from './layout';

export function signInPage({ email = '', error, notice }: { email?: string; error?: string; notice?: string } = {}) {
  const S = M.signIn;
  return page(
    S.title,
    html`<div class="card narrow">
      <h1>${S.title}</h1>
      ${error ? html`<p class="error" role="alert" id="sign-in-error">${error}</p>` : ''}
      ${notice ? html`<p class="notice" role="status">${notice}</p>` : ''}
      <form method="post" action="/desk/sign-in">
        <div class="field">
          <label for="email">${S.email}</label>
          <input
            id="email"
            name="email"
            type="email"
            autocomplete="username"
            required
            value="${email}"
            ${error ? html` aria-describedby="sign-in-error"` : ''}
          />
        </div>
        <div class="field">
          <label for="password">${S.password}</label>
          <input id="password" name="password" type="password" autocomplete="current-password" required />
        </div>
        <button type="submit">${S.submit}</button>
      </form>
    </div>`,
  );
}
