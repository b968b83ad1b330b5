import type { BlogContent } from '@/lib/schemas/content/blog';

// The /blog page's own words and the article pages' shared labels. The articles themselves are
// Markdown files in content/articles/ (one file per article; see docs/editing-content.md).
export const blog = {
  newsletterTitle: 'The journal, in your inbox',
  newsletterText: 'New articles, empty-leg fares and routes worth flying, once a month. Never more.',
  emptyTitle: 'Nothing here yet',
  emptyText: 'We are still writing for this category. In the meantime, the rest of the journal is one tap away.',
  journal: {
    name: 'The Vayu Jets Journal',
    description: 'Routes, destinations, safety and the craft of private flying, from the Vayu Jets team in Mumbai.',
    feedTitle: 'Journal feed (Atom)',
    moreTitle: 'More from the journal',
    backLabel: 'All journal articles',
  },
} satisfies BlogContent;
