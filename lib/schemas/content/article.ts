import { countWords, markdownProblems, parseMarkdown, readingMinutes } from '@/lib/articles/markdown';
import { z } from '@/lib/schemas/zod';
import { BLOG_CATEGORIES } from './blog';
import { photoSchema } from './photo';

const text = z.string().trim().min(1, 'must not be empty');

// Strict, so a misspelt front-matter field such as "autor" is reported, not ignored.
export const articleFileSchema = z
  .object({
    slug: z
      .string()
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'name the file like monsoon-flying.md (a-z, 0-9, hyphens)')
      .refine((slug) => slug !== 'archive', {
        message: 'archive is the journal archive’s address: name the file otherwise',
      }),
    title: text.max(90, 'keep titles within 90 characters').meta({ title: 'Title' }),
    excerpt: text
      .max(260, 'keep excerpts within 260 characters')
      .meta({ title: 'Excerpt', description: 'One or two sentences for the journal’s cards' }),
    author: text.meta({ title: 'Author' }),
    date: z.iso
      .date({ message: 'must be a real date written like 2026-03-14' })
      .meta({ title: 'Publication date', description: 'Articles are listed newest first' }),
    category: z
      .enum(BLOG_CATEGORIES, { message: `must be one of ${BLOG_CATEGORIES.join(', ')}` })
      .meta({ title: 'Category' }),
    photo: photoSchema.meta({ title: 'Photo' }),
    body: z
      .string()
      .superRefine((markdown, ctx) => {
        for (const message of markdownProblems(parseMarkdown(markdown))) ctx.addIssue({ code: 'custom', message });
      })
      .meta({
        title: 'Text',
        description:
          'Markdown: an opening paragraph, then sections that start with ## (### below them), never #. Links like [our fleet](/fleet/) go to a site path, https:, mailto: or tel:. No HTML and no images. About 500 to 1,200 words reads well; the preview counts them.',
        widget: 'markdown',
      }),
  })
  .strict()
  .transform(({ body, ...article }) => {
    const words = countWords(parseMarkdown(body));
    return { ...article, body, words, readTime: readingMinutes(words) };
  });

export type ArticleFile = z.output<typeof articleFileSchema>;

export type Article = Omit<ArticleFile, 'body' | 'words'>;

/** The build's words for a photo another article already shows. */
export const photoTaken = (other: string) => `is the photo of another article (${other})`;
