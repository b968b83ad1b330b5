// The release check: `npm run check:release`, and the first step of `npm run build`. A build for a
// real domain fails while any sample item or reserved address is left, listing each with its file,
// its path and what to put there; a demo build (localhost, an IP, an example domain) lists them
// and goes on. See docs/deploying.md.
import { articleTexts, contentModules, importTs } from './lib/load-content.mjs';

const started = performance.now();
const { isDemoUrl } = await importTs('lib/release/site-url.ts');
const { releaseItems, formatItems } = await importTs('lib/release/release-check.ts');
const { site } = await importTs('content/site.ts');

const { items, problems } = releaseItems(await contentModules(), articleTexts());
const seconds = ((performance.now() - started) / 1000).toFixed(1);
if (problems.length) {
  console.error(`Release check: the sample marks need fixing:\n  - ${problems.join('\n  - ')}`);
  process.exit(1);
}
const demo = isDemoUrl(site.url);
if (!items.length) {
  console.log(`Release check: no sample content left; site URL ${site.url} (${seconds} s).`);
} else if (demo) {
  console.log(
    `Release check: demo build for ${site.url}, so the footer says "${site.demoNotice}" and ${items.length} sample items may stay. A build for the company's own domain (NEXT_PUBLIC_SITE_URL or the profile's domain) refuses them (${seconds} s):\n${formatItems(items)}`,
  );
} else {
  console.error(
    `Release check failed for ${site.url}: ${items.length} sample items are left. Put the real value in each, delete its line in the file's \`samples\`, and build again:\n${formatItems(items)}`,
  );
  process.exit(1);
}
