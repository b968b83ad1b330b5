import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import { Fragment } from 'react';
import { jsx, jsxs } from 'react/jsx-runtime';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { parseMarkdown } from './markdown';

const toHast = unified().use(remarkRehype);

export function ArticleBody({ markdown }: { markdown: string }) {
  const tree = toHast.runSync(parseMarkdown(markdown));
  return (
    <div className="[&_blockquote]:border-primary grid max-w-[68ch] gap-5 text-lg leading-relaxed text-foreground/90 [&_a]:text-gold [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:text-foreground [&_blockquote]:border-l-2 [&_blockquote]:pl-5 [&_blockquote]:italic [&_h2]:mt-6 [&_h2]:text-3xl [&_h2]:font-semibold [&_h2]:text-foreground [&_h3]:mt-4 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-foreground [&_li]:pl-1 [&_ol]:grid [&_ol]:list-decimal [&_ol]:gap-2 [&_ol]:pl-6 [&_strong]:text-foreground [&_ul]:grid [&_ul]:list-disc [&_ul]:gap-2 [&_ul]:pl-6">
      {toJsxRuntime(tree, { Fragment, jsx, jsxs })}
    </div>
  );
}
