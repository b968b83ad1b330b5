import { FilterChips } from '@/components/sections/gallery/filter-chips';
import { GalleryBrowser } from '@/components/sections/gallery/gallery-browser';
import { GalleryStory } from '@/components/sections/gallery/gallery-story';
import { GalleryGrid } from '@/components/sections/gallery/gallery-tile';
import { PageHero } from '@/components/sections/page-hero';
import { PageJsonLd } from '@/components/seo/page-json-ld';
import { content } from '@/lib/content';
import { filterOptions } from '@/lib/filter-options';
import { metadataFor } from '@/lib/metadata';
import { GALLERY_CATEGORIES } from '@/lib/schemas/content/gallery';

export const metadata = metadataFor('gallery');

export default function GalleryPage() {
  const page = content.pages.gallery;
  const { items } = content.gallery;
  const options = filterOptions('All', GALLERY_CATEGORIES, items);
  return (
    <>
      <PageHero eyebrow={page.eyebrow} title={page.heading} intro={page.intro} />
      <PageJsonLd page={page} />
      <section aria-label="Gallery" className="container-content grid gap-10 pb-20">
        <GalleryBrowser
          items={Object.fromEntries(items.map((item) => [item.id, item]))}
          views={Object.fromEntries(
            options.map((option) => {
              const shown = option.value === 'All' ? items : items.filter((item) => item.category === option.value);
              const view = {
                showing: `Showing ${shown.length} of ${items.length} items`,
                grid: <GalleryGrid items={shown} />,
              };
              return [option.value, view];
            }),
          )}
          chips={<FilterChips label="Filter the gallery" id="gallery-filter" options={options} />}
        />
      </section>
      <GalleryStory
        title={content.gallery.storyTitle}
        text={content.gallery.storyText}
        href={content.gallery.storyHref}
      />
    </>
  );
}
