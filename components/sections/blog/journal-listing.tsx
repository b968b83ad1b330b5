import { Button } from '@/components/ui/button';
import type { Article } from '@/lib/schemas/content/article';
import { ArticleCard } from './article-card';

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
