import { SectionHeading } from '@/components/sections/section-heading';
import { Photo } from '@/components/ui/photo';
import type { content } from '@/lib/content';

export function Team({ team }: { team: (typeof content.about)['team'] }) {
  return (
    <section aria-labelledby="team-heading" className="container-content grid gap-12 py-16 lg:py-24">
      <SectionHeading id="team-heading" eyebrow={team.eyebrow} heading={team.heading} intro={team.intro} />
      <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
        {team.members.map((member, index) => (
          <article key={member.name} aria-labelledby={`leader-${index}`} className="grid content-start gap-4">
            <div className="relative aspect-[4/5] overflow-hidden rounded-card border border-border">
              <Photo
                photoId={member.photo.photoId}
                alt={member.photo.alt}
                sizes="(min-width: 1024px) 280px, (min-width: 640px) 50vw, 100vw"
                imageClassName="grayscale-[35%]"
              />
            </div>
            <div className="grid gap-1">
              <h3 id={`leader-${index}`} className="text-xl font-semibold">
                {member.name}
              </h3>
              <p className="text-sm font-medium text-gold">{member.role}</p>
              <p className="text-sm text-foreground/90">{member.experience}</p>
            </div>
            <p className="text-sm leading-relaxed text-muted-foreground">{member.bio}</p>
          </article>
        ))}
      </div>
    </section>
  );
}
