import { airports } from '@/content/airports';
import { emptyLegs } from '@/content/empty-legs';
import { fleet } from '@/content/fleet';
import { countWords, parseMarkdown } from '@/lib/articles/markdown';
import { photoThumb } from '@/lib/cms/photo-picker';
import { formatWindow } from '@/lib/empty-legs/format';
import { formatLongDate } from '@/lib/estimate/format';
import { formatINR } from '@/lib/format';

export const WORDS_HINT = { min: 500, max: 1200 };

type Node = unknown;
type Entry = { getIn: (path: string[]) => unknown };
type PreviewProps = { entry: Entry; widgetFor: (name: string) => Node };
type Decap = {
  registerPreviewStyle: (href: string) => void;
  registerPreviewTemplate: (name: string, component: (props: PreviewProps) => Node) => void;
};
type H = (type: string, props: Record<string, unknown> | null, ...children: unknown[]) => Node;

const place = (code: unknown) => {
  const airport = airports.find((entry) => entry.iata === code);
  return airport ? `${airport.city} (${airport.iata})` : String(code ?? '');
};
const categoryOf = (aircraft: unknown) =>
  fleet.categories.find((category) => category.aircraft.some((plane) => plane.name === aircraft))?.name ?? '';
const text = (entry: Entry, ...path: string[]) => String(entry.getIn(['data', ...path]) ?? '');

export function registerPreviews(cms: Decap, h: H, stylesheets: readonly string[]) {
  for (const href of stylesheets) cms.registerPreviewStyle(href);
  const detail = (term: string, value: unknown) =>
    h(
      'div',
      { className: 'grid gap-1' },
      h('dt', { className: 'text-xs tracking-wide text-muted-foreground uppercase' }, term),
      h('dd', { className: 'text-foreground' }, value),
    );

  cms.registerPreviewTemplate('empty-legs', ({ entry }) => {
    const { board } = emptyLegs;
    const status = text(entry, 'status') as keyof typeof board.statusLabels;
    const outcome = text(entry, 'ifOriginalChanges', 'outcome') as keyof typeof board.outcomeLabels;
    const date = text(entry, 'date');
    const lastDate = text(entry, 'lastDate') || undefined;
    const price = Number(entry.getIn(['data', 'price']));
    return h(
      'div',
      { className: 'bg-background p-6 text-foreground' },
      h(
        'article',
        { className: 'grid gap-5 rounded-card border border-border bg-surface p-6 sm:p-7' },
        h(
          'h3',
          { className: 'text-xl font-semibold sm:text-2xl' },
          `${place(entry.getIn(['data', 'from']))} → ${place(entry.getIn(['data', 'to']))}`,
        ),
        h('p', { className: 'text-sm text-muted-foreground' }, board.statusNotes[status] ?? ''),
        h(
          'dl',
          { className: 'grid grid-cols-2 gap-4 text-sm sm:grid-cols-3' },
          detail('Departure', /^\d{4}-\d{2}-\d{2}$/.test(date) ? formatWindow({ date, lastDate }) : date),
          detail('Aircraft', `${text(entry, 'aircraft')} (${categoryOf(entry.getIn(['data', 'aircraft']))})`),
          detail('Seats', text(entry, 'seats')),
          detail(
            'Price, whole aircraft',
            h('span', { className: 'text-lg font-semibold text-gold' }, price > 0 ? formatINR(price) : ''),
          ),
          detail('Status', board.statusLabels[status] ?? ''),
          detail('Reference', text(entry, 'reference')),
        ),
        h(
          'p',
          { className: 'rounded-xl border border-border bg-background/40 p-4 text-sm leading-relaxed' },
          h('strong', { className: 'font-semibold' }, 'If the original flight changes:'),
          ` ${board.outcomeLabels[outcome] ?? ''}. ${text(entry, 'ifOriginalChanges', 'note')}`,
        ),
      ),
    );
  });

  cms.registerPreviewTemplate('articles', ({ entry, widgetFor }) => {
    const date = text(entry, 'date');
    const photoId = text(entry, 'photo', 'photoId');
    const words = countWords(parseMarkdown(text(entry, 'body')));
    const length = words < WORDS_HINT.min ? 'short' : words > WORDS_HINT.max ? 'long' : 'within';
    return h(
      'article',
      { className: 'grid justify-items-center gap-8 bg-background p-8 text-foreground' },
      h('p', { className: 'text-sm tracking-wide text-gold uppercase' }, text(entry, 'category')),
      h('h1', { className: 'text-center text-4xl font-semibold' }, text(entry, 'title')),
      h(
        'p',
        { className: 'text-sm text-muted-foreground' },
        `${text(entry, 'author')} · ${/^\d{4}-\d{2}-\d{2}$/.test(date) ? formatLongDate(date) : date}`,
      ),
      h('p', { className: 'max-w-[68ch] text-lg text-muted-foreground' }, text(entry, 'excerpt')),
      photoId
        ? h(
            'figure',
            { className: 'grid max-w-[68ch] gap-2' },
            h('img', {
              src: photoThumb(photoId, 1200),
              alt: text(entry, 'photo', 'alt'),
              className: 'aspect-[16/9] w-full rounded-card object-cover',
            }),
            h('figcaption', { className: 'text-sm text-muted-foreground' }, text(entry, 'photo', 'alt')),
          )
        : null,
      h(
        'p',
        { className: 'text-sm text-muted-foreground', 'data-words': length },
        `${words.toLocaleString('en-IN')} words: ${WORDS_HINT.min} to ${WORDS_HINT.max.toLocaleString('en-IN')} reads well (a hint, not a rule).`,
      ),
      h(
        'div',
        {
          className:
            'grid max-w-[68ch] gap-5 text-lg leading-relaxed text-foreground/90 [&_a]:text-gold [&_a]:underline [&_h2]:mt-6 [&_h2]:text-3xl [&_h2]:font-semibold [&_h2]:text-foreground [&_h3]:mt-4 [&_h3]:text-xl [&_h3]:font-semibold [&_ol]:grid [&_ol]:list-decimal [&_ol]:gap-2 [&_ol]:pl-6 [&_ul]:grid [&_ul]:list-disc [&_ul]:gap-2 [&_ul]:pl-6',
        },
        widgetFor('body'),
      ),
    );
  });
}
