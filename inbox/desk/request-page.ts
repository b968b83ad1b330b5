import { html, raw } from 'hono/html';
import { deskMessages as M } from '@/content/desk-messages';
import type { RequestStatus } from '../db';
import { fill, page } from './layout';
import { receivedText } from './queue-page';
import { parsePayload, rupees, summaryOf, type Summary } from './summary';

const R = M.request;

type Stored = {
  id: string;
  kind: string;
  reference: string;
  status: RequestStatus;
  payload: string;
  received_at: number;
  redacted_at: number | null;
  amount_inr: number | null;
  status_note: string | null;
  flight_at: string | null;
  status_reason: string | null;
};
type History = {
  id: string;
  at: number;
  by_email: string;
  from_status: RequestStatus;
  to_status: RequestStatus;
  details: string | null;
};
export type FormProblem = { to: RequestStatus; message: string; values: Record<string, string> };

const record = (value: unknown) =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** wa.me, mailto and tel links, each prefilled with the reference and the route; none built from anything but digits or an address. */
export function repliesOf(reference: string, summary: Summary) {
  const words = fill(R.replyText, { reference, route: summary.route || summary.subject });
  const digits = summary.phone.replace(/\D/g, '');
  const whatsApp = digits.length === 10 ? `91${digits}` : digits;
  const email = /^[^\s@<>"]+@[^\s@<>"]+$/.test(summary.email) ? summary.email : '';
  const subject = fill(R.replySubject, { reference });
  return {
    whatsApp: whatsApp.length >= 8 ? `https://wa.me/${whatsApp}?text=${encodeURIComponent(words)}` : null,
    mail: email ? `mailto:${email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(words)}` : null,
    call: digits.length >= 8 ? `tel:${summary.phone.trim().startsWith('+') ? '+' : ''}${digits}` : null,
  };
}

const detailsText = (details: string | null) => {
  const parsed = record(details ? JSON.parse(details) : {});
  return [
    typeof parsed.amount_inr === 'number' ? rupees(parsed.amount_inr) : '',
    text(parsed.status_note),
    text(parsed.flight_at).replace('T', ' '),
    text(parsed.status_reason),
  ]
    .filter(Boolean)
    .join(' · ');
};

function changeForm(request: Stored, to: RequestStatus, title: string, fields: unknown, problem?: FormProblem) {
  const error = problem?.to === to ? problem.message : '';
  const errorId = `error-${to}`;
  return html`<form
    method="post"
    action="/desk/requests/${encodeURIComponent(request.id)}/status"
    aria-labelledby="title-${to}"
  >
    <h3 id="title-${to}">${title}</h3>
    <input type="hidden" name="from" value="${request.status}" />
    <input type="hidden" name="to" value="${to}" />
    ${error ? html`<p class="error" role="alert" id="${errorId}">${error}</p>` : ''} ${fields}
    <button type="submit">${title}</button>
  </form>`;
}

const input = (
  id: string,
  label: string,
  attributes: string,
  value: string,
  problem?: FormProblem,
  to?: RequestStatus,
) =>
  html`<div class="field">
    <label for="${id}">${label}</label>
    <input
      id="${id}"
      name="${id}"
      ${raw(attributes)}
      value="${value}"
      ${problem && problem.to === to ? html` aria-describedby="error-${to}"` : ''}
    />
  </div>`;

export function requestPage(user: string, request: Stored, history: History[], notice?: string, problem?: FormProblem) {
  const payload = parsePayload(request.payload);
  const summary = summaryOf(request.kind, payload);
  const replies = repliesOf(request.reference, summary);
  const fields = (Array.isArray(payload.fields) ? payload.fields : []).map(record);
  const notes = (Array.isArray(payload.notes) ? payload.notes : []).filter((note) => typeof note === 'string');
  const values = problem?.values ?? {};
  const [flightDate, flightTime] = (request.flight_at ?? '').split('T');
  return page(
    request.reference,
    html`<p><a href="/desk/">${R.back}</a></p>
      <h1>${request.reference} · ${M.kinds[request.kind] ?? request.kind}</h1>
      ${notice ? html`<p class="notice" role="status">${notice}</p>` : ''}
      <section class="card" aria-labelledby="status-title">
        <h2 id="status-title">${R.status}: <span class="status">${M.statuses[request.status]}</span></h2>
        <dl>
          <dt>${R.estimate}</dt>
          <dd>${summary.estimate === null ? R.noEstimate : rupees(summary.estimate)}</dd>
          ${
            request.status === 'quoted' && request.amount_inr !== null
              ? html`<dt>${M.statuses.quoted}</dt>
                  <dd>${rupees(request.amount_inr)}${request.status_note ? html` · ${request.status_note}` : ''}</dd>`
              : ''
          }
          ${
            request.status === 'confirmed' && request.flight_at
              ? html`<dt>${M.statuses.confirmed}</dt>
                  <dd>${request.flight_at.replace('T', ' ')}</dd>`
              : ''
          }
          ${
            request.status === 'declined' && request.status_reason
              ? html`<dt>${M.statuses.declined}</dt>
                  <dd>${request.status_reason}</dd>`
              : ''
          }
        </dl>
      </section>
      <section class="card" aria-labelledby="reply-title">
        <h2 id="reply-title">${R.reply}</h2>
        <p class="replies">
          ${replies.whatsApp ? html`<a class="button" href="${replies.whatsApp}">${R.whatsApp}</a>` : ''}
          ${replies.mail ? html`<a class="button" href="${replies.mail}">${R.mail}</a>` : ''}
          ${replies.call ? html`<a class="button" href="${replies.call}">${R.call}</a>` : ''}
        </p>
      </section>
      <section class="card" aria-labelledby="change-title">
        <h2 id="change-title">${R.change}</h2>
        <div class="changes">
          ${changeForm(
            request,
            'quoted',
            R.quote,
            html`${input('amount', R.amount, 'type="text" inputmode="numeric" required', values.amount ?? (request.amount_inr === null ? '' : String(request.amount_inr)), problem, 'quoted')}
              <div class="field">
                <label for="note">${R.note}</label
                ><textarea id="note" name="note" maxlength="1000">${values.note ?? request.status_note ?? ''}</textarea>
              </div>`,
            problem,
          )}
          ${changeForm(
            request,
            'confirmed',
            R.confirm,
            html`${input('date', R.flightDate, 'type="date" required', values.date ?? flightDate ?? '', problem, 'confirmed')}
            ${input('time', R.flightTime, 'type="time" required', values.time ?? flightTime ?? '', problem, 'confirmed')}`,
            problem,
          )}
          ${changeForm(
            request,
            'declined',
            R.decline,
            html`<div class="field">
              <label for="reason">${R.reason}</label
              ><textarea
                id="reason"
                name="reason"
                required
                maxlength="500"
                ${problem?.to === 'declined' ? html` aria-describedby="error-declined"` : ''}
              >
${values.reason ?? request.status_reason ?? ''}</textarea>
            </div>`,
            problem,
          )}
          ${changeForm(request, 'closed', R.close, '', problem)}
        </div>
      </section>
      <section class="card" aria-labelledby="history-title">
        <h2 id="history-title">${R.history}</h2>
        ${
          history.length === 0
            ? html`<p>${R.noHistory}</p>`
            : html`<ol>
                ${history.map(
                  (entry) =>
                    html`<li>
                      <time datetime="${new Date(entry.at).toISOString()}">${receivedText(entry.at)}</time>:
                      ${fill(R.historyLine, {
                        from: M.statuses[entry.from_status],
                        to: M.statuses[entry.to_status],
                        by: entry.by_email,
                      })}${entry.details ? html` · ${detailsText(entry.details)}` : ''}
                    </li>`,
                )}
              </ol>`
        }
      </section>
      <section class="card" aria-labelledby="sent-title">
        <h2 id="sent-title">${R.sent}</h2>
        ${request.redacted_at !== null ? html`<p>${R.redacted}</p>` : ''}
        <dl>
          <dt>${R.subject}</dt>
          <dd>${text(payload.subject)}</dd>
          <dt>${R.createdAt}</dt>
          <dd>${text(payload.mumbaiTime)}</dd>
          <dt>${R.page}</dt>
          <dd>${text(payload.page)}</dd>
          <dt>${R.name}</dt>
          <dd>${summary.name}</dd>
          <dt>${R.phone}</dt>
          <dd>${summary.phone}</dd>
          <dt>${R.email}</dt>
          <dd>${summary.email}</dd>
          ${fields.map(
            (field) =>
              html`<dt>${text(field.label)}</dt>
                <dd>${text(field.value)}</dd>`,
          )}
        </dl>
        ${
          notes.length > 0
            ? html`<h3>${R.notes}</h3>
                <ul>
                  ${notes.map((note) => html`<li>${note}</li>`)}
                </ul>`
            : ''
        }
        <h3>${R.message}</h3>
        <pre class="sent">${text(payload.message)}</pre>
      </section>`,
    user,
  );
}
