import type { Nodes, Root } from 'mdast';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

// What could break the page or inject code is refused at build time, not dropped, so the author sees it.

const WORDS_PER_MINUTE = 200;

const SAFE_URL = /^(\/(?!\/)|https:\/\/|mailto:|tel:)/;

export function parseMarkdown(markdown: string): Root {
  return unified().use(remarkParse).parse(markdown);
}

function walk(node: Nodes, visit: (node: Nodes) => void) {
  visit(node);
  if ('children' in node) for (const child of node.children) walk(child, visit);
}

export function countWords(tree: Root): number {
  let words = 0;
  walk(tree, (node) => {
    if (node.type === 'text' || node.type === 'inlineCode') words += node.value.split(/\s+/).filter(Boolean).length;
  });
  return words;
}

export function readingMinutes(words: number): number {
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

export function markdownProblems(tree: Root): string[] {
  const problems: string[] = [];
  let sections = 0;
  walk(tree, (node) => {
    const at = `(line ${node.position?.start.line ?? '?'})`;
    if (node.type === 'html') problems.push(`raw HTML is not allowed, write it in Markdown ${at}`);
    if (node.type === 'image' || node.type === 'imageReference')
      problems.push(`photos in the text are not supported; the article's photo goes in the front matter ${at}`);
    if (node.type === 'heading' && node.depth === 1)
      problems.push(`the title is the page's only level-1 heading: start sections with ## ${at}`);
    if (node.type === 'heading' && node.depth === 2) sections += 1;
    if ((node.type === 'link' || node.type === 'definition') && !SAFE_URL.test(node.url))
      problems.push(`links go to https://, mailto:, tel: or a site path like /fleet/, not "${node.url}" ${at}`);
  });
  if (!sections) problems.push('give the article at least one ## section heading');
  return problems;
}
