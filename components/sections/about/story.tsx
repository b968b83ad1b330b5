import { Photo } from '@/components/ui/photo';
import type { content } from '@/lib/content';

/** The company story beside a photograph of Mumbai, where it began. */
export function AboutStory({ story }: { story: (typeof content.about)['story'] }) {
  return (
    <section
      aria-labelledby="story-heading"
      className="container-content grid items-center gap-12 py-16 lg:grid-cols-2 lg:py-24"
    >
      <div className="grid gap-6">
        <p className="eyebrow">{story.eyebrow}</p>
        <h2 id="story-heading" className="text-3xl font-semibold sm:text-4xl">
          {story.heading}
        </h2>
        {story.paragraphs.map((paragraph) => (
          <p key={paragraph} className="leading-relaxed text-muted-foreground">
            {paragraph}
          </p>
        ))}
      </div>
      <div className="relative aspect-[4/3] overflow-hidden rounded-card border border-border lg:aspect-[4/5]">
        <Photo photoId={story.photo.photoId} alt={story.photo.alt} sizes="(min-width: 1024px) 600px, 100vw" />
      </div>
    </section>
  );
}
