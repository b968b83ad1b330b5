import { GalleryBrowser } from '@/components/sections/gallery/gallery-browser';
import { GalleryStory } from '@/components/sections/gallery/gallery-story';
import { PageHero } from '@/components/sections/page-hero';
import { PageJsonLd } from '@/components/seo/page-json-ld';
import { galleryContent } from '@/lib/content/gallery';
import { metadataFor, pageContent } from '@/lib/content/pages';
import { GALLERY_CATEGORIES } from '@/lib/schemas/content/gallery';

export const metadata = metadataFor('gallery');

export default function GalleryPage() {
  const page = pageContent.gallery;
  return (
    <>
      <PageHero eyebrow={page.eyebrow} title={page.heading} intro={page.intro} />
      <PageJsonLd page={page} />
      <section aria-label="Gallery" className="container-content pb-20">
        <GalleryBrowser items={galleryContent.items} categories={GALLERY_CATEGORIES} />
      </section>
      <GalleryStory title={galleryContent.storyTitle} text={galleryContent.storyText} />
    </>
  );
}
