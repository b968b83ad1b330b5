// Marks a listed page the offline page shows only once this device holds it (outside the urgent set).
export const KEPT_CHECK = 'data-kept-check';

// Shows each page listed under `root` that this device holds: until then it stays hidden.
export async function showKeptPages(root: ParentNode, holds: (href: string) => Promise<boolean>) {
  const items = Array.from(root.querySelectorAll<HTMLElement>(`[${KEPT_CHECK}]`));
  await Promise.all(
    items.map(async (item) => {
      const href = item.querySelector('a')?.getAttribute('href');
      if (href && (await holds(href).catch(() => false))) item.hidden = false;
    }),
  );
}
