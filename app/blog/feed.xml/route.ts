import { journalFeed } from '@/lib/articles/feed';
import { loadArticles } from '@/lib/articles/load';
import { content } from '@/lib/content';
import { FEED_PATH } from '@/lib/seo/article';

// Written to out/blog/feed.xml at build time; /blog and every article link to it.
export const dynamic = 'force-static';

export function GET() {
  const xml = journalFeed(
    {
      name: content.blog.journal.name,
      description: content.blog.journal.description,
      siteName: content.site.name,
      blogPath: content.pages.blog.path,
      feedPath: FEED_PATH,
    },
    loadArticles(),
  );
  return new Response(xml, { headers: { 'Content-Type': 'application/atom+xml; charset=utf-8' } });
}
