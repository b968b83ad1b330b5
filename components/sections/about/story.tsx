import { Photo } from '@/components/ui/photo';
import type { content } from '@/lib/content';

export function AboutStory({ story }: { story: (typeof content.about)['story'] }) {
  return (
    <section
      id="our-story"
      aria-labelledby="story-heading"
      className="container-content grid scroll-mt-24 items-center gap-12 py-16 lg:grid-cols-2 lg:py-24"
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
      <div className="grid gap-6 lg:col-span-2">
        <h3 className="text-2xl font-semibold">{story.history.heading}</h3>
        <ol className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {story.history.milestones.map((milestone) => (
            <li key={milestone.year} className="overflow-hidden rounded-card border border-border bg-surface">
              <div className="relative aspect-[3/2]">
                <Photo
                  photoId={milestone.photo.photoId}
                  alt={milestone.photo.alt}
                  sizes="(min-width: 1024px) 18rem, (min-width: 640px) 50vw, 100vw"
                />
              </div>
              <div className="grid gap-2 p-5">
                <p className="eyebrow">{milestone.year}</p>
                <h4 className="font-display text-lg font-semibold">{milestone.title}</h4>
                <p className="text-sm leading-relaxed text-muted-foreground">{milestone.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
