import { html } from 'hono/html';
import { deskMessages as M } from '@/content/desk-messages';
import { REQUEST_KINDS } from '@/lib/requests/model';
import { STATUSES, type RequestStatus } from '../db';
import { page } from './layout';
import type { QueueFilter } from './store';
import { parsePayload, rupees, summaryOf } from './summary';

export type QueueRow = {
  id: string;
  kind: string;
  reference: string;
  status: RequestStatus;
  received_at: number;
  payload: string;
};

const Q = M.queue;
const C = Q.columns;

export const filterQuery = (filter: QueueFilter, extra: Record<string, string> = {}) => {
  const query = new URLSearchParams();
  if (filter.status) query.set('status', filter.status);
  if (filter.kind) query.set('kind', filter.kind);
  if (filter.search) query.set('q', filter.search);
  for (const [key, value] of Object.entries(extra)) query.set(key, value);
  const text = query.toString();
  return text ? `?${text}` : '';
};

// Made once: a formatter costs more to build than the fifty rows it writes.
const MUMBAI = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });
export const receivedText = (at: number) => MUMBAI.format(at);

function row(request: QueueRow) {
  const summary = summaryOf(request.kind, parsePayload(request.payload));
  const callBack = [summary.name, summary.phone || summary.email].filter(Boolean).join(', ');
  return html`<tr>
    <th scope="row"><a href="/desk/requests/${encodeURIComponent(request.id)}">${request.reference}</a></th>
    <td>${M.kinds[request.kind] ?? request.kind}</td>
    <td>${summary.route}</td>
    <td>${summary.dates}</td>
    <td>${summary.party}</td>
    <td>${summary.estimate === null ? '' : rupees(summary.estimate)}</td>
    <td>${callBack}</td>
    <td><span class="status">${M.statuses[request.status]}</span></td>
    <td>${receivedText(request.received_at)}</td>
  </tr>`;
}

const option = (value: string, label: string, chosen: string | undefined) =>
  html`<option value="${value}" ${value === (chosen ?? '') ? html` selected` : ''}>${label}</option>`;

export function queuePage(user: string, filter: QueueFilter, rows: QueueRow[], older: string | null, paged: boolean) {
  return page(
    Q.title,
    html`<h1>${Q.title}</h1>
      <form method="get" action="/desk/" class="card filters" aria-label="${Q.filters}">
        <div class="field">
          <label for="status">${Q.status}</label>
          <select id="status" name="status">
            ${option('', Q.any, filter.status)}${STATUSES.map((status) => option(status, M.statuses[status], filter.status))}
          </select>
        </div>
        <div class="field">
          <label for="kind">${Q.kind}</label>
          <select id="kind" name="kind">
            ${option('', Q.any, filter.kind)}${REQUEST_KINDS.map((kind) => option(kind, M.kinds[kind] ?? kind, filter.kind))}
          </select>
        </div>
        <div class="field">
          <label for="q">${Q.search}</label> <input id="q" name="q" type="search" value="${filter.search ?? ''}" />
        </div>
        <button type="submit">${Q.apply}</button>
        <a class="button" href="/desk/export.csv${filterQuery(filter)}" download="${M.csv.file}">${Q.export}</a>
      </form>
      ${
        rows.length === 0
          ? html`<p>${Q.empty}</p>`
          : html`<div class="table">
              <table>
                <caption>
                  ${Q.caption}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">${C.reference}</th>
                    <th scope="col">${C.kind}</th>
                    <th scope="col">${C.route}</th>
                    <th scope="col">${C.dates}</th>
                    <th scope="col">${C.party}</th>
                    <th scope="col">${C.estimate}</th>
                    <th scope="col">${C.callBack}</th>
                    <th scope="col">${C.status}</th>
                    <th scope="col">${C.received}</th>
                  </tr>
                </thead>
                <tbody>
                  ${rows.map(row)}
                </tbody>
              </table>
            </div>`
      }
      <nav class="paging" aria-label="${Q.caption}">
        ${paged ? html`<a href="/desk/${filterQuery(filter)}">${Q.newest}</a>` : ''}
        ${older ? html`<a href="/desk/${filterQuery(filter, { before: older })}">${Q.older}</a>` : ''}
      </nav>`,
    user,
  );
}
