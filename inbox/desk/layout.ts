import { html } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import { deskMessages as M } from '@/content/desk-messages';

export type Markup = HtmlEscapedString | Promise<HtmlEscapedString>;

/** `{name}` in a message, each value written in as text. */
export const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

export function page(title: string, body: Markup, signedInAs?: string) {
  return html`<!doctype html>
    <html lang="en-IN">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>${title} · ${M.product}</title>
        <link rel="stylesheet" href="/desk/desk.css" />
      </head>
      <body>
        <header class="bar">
          <p class="brand">${M.product}</p>
          ${
            signedInAs
              ? html`<nav aria-label="${M.product}">
                  <a href="/desk/">${M.nav.queue}</a>
                  <span class="who">${M.nav.signedInAs} ${signedInAs}</span>
                  <form method="post" action="/desk/sign-out"><button type="submit">${M.nav.signOut}</button></form>
                  <form method="post" action="/desk/sign-out-everywhere">
                    <button type="submit">${M.nav.signOutEverywhere}</button>
                  </form>
                </nav>`
              : ''
          }
        </header>
        <main id="main">${body}</main>
      </body>
    </html>`;
}
