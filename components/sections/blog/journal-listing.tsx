import { Button } from '@/components/ui/button';
import type { Article } from '@/lib/schemas/content/article';
import { ArticleCard } from './article-card';

/** One filter's articles on /blog: the first leads as Featured, the rest form a grid. */
export function JournalListing({ articles }: { articles: readonly Article[] }) {
  const [featured, ...rest] = articles;
  return (
    <>
      <ArticleCard article={featured} featured />
      {rest.length ? (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {rest.map((article) => (
            <li key={article.slug} className="grid">
              <ArticleCard article={article} />
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

/**
 * A category with no article yet. Its button has no handler of its own: the journal's browser
 * answers clicks on any [data-show-all] inside it, so this markup ships no code.
 */
export function JournalEmpty({ title, text }: { title: string; text: string }) {
  return (
    <div className="grid justify-items-center gap-4 rounded-card border border-dashed border-white/15 px-6 py-16 text-center">
      <h3 className="text-2xl font-semibold">{title}</h3>
      <p className="max-w-md leading-relaxed text-muted-foreground">{text}</p>
      <Button variant="outline" data-show-all>
        Show all articles
      </Button>
    </div>
  );
}
