import { GalleryBrowser } from '@/components/sections/gallery/gallery-browser';
import { GalleryStory } from '@/components/sections/gallery/gallery-story';
import { TilePhoto } from '@/components/sections/gallery/tile-photo';
import { PageHero } from '@/components/sections/page-hero';
import { PageJsonLd } from '@/components/seo/page-json-ld';
import { content } from '@/lib/content';
import { metadataFor } from '@/lib/metadata';
import { GALLERY_CATEGORIES } from '@/lib/schemas/content/gallery';

export const metadata = metadataFor('gallery');

export default function GalleryPage() {
  const page = content.pages.gallery;
  return (
    <>
      <PageHero eyebrow={page.eyebrow} title={page.heading} intro={page.intro} />
      <PageJsonLd page={page} />
      <section aria-label="Gallery" className="container-content pb-20">
        <GalleryBrowser
          items={content.gallery.items}
          photos={Object.fromEntries(
            content.gallery.items.map((item) => [item.id, <TilePhoto key={item.id} item={item} />]),
          )}
          categories={GALLERY_CATEGORIES}
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
