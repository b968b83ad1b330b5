import type { Article } from '@/lib/schemas/content/article';
import { ArticleCard } from './article-card';

export function MoreFromTheJournal({ title, articles }: { title: string; articles: Article[] }) {
  return (
    <section aria-labelledby="more-from-the-journal" className="border-t border-border py-16 sm:py-20">
      <div className="container-content grid gap-8">
        <h2 id="more-from-the-journal" className="text-3xl font-semibold sm:text-4xl">
          {title}
        </h2>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {articles.map((article) => (
            <li key={article.slug} className="grid">
              <ArticleCard article={article} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
