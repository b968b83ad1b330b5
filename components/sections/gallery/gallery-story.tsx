import { ArrowRightIcon } from '@/components/icons/lucide/arrow-right';
import { buttonVariants } from '@/components/ui/button';

export function GalleryStory({ title, text, href }: { title: string; text: string; href: string }) {
  return (
    <section aria-labelledby="gallery-story" className="border-t border-border py-20">
      <div className="container-content grid justify-items-center gap-5 text-center">
        <h2 id="gallery-story" className="text-3xl font-semibold sm:text-4xl">
          {title}
        </h2>
        <p className="max-w-2xl text-lg leading-relaxed text-muted-foreground">{text}</p>
        {/* A plain link: a full load lands on the story's section, with or without JavaScript. */}
        <a href={href} className={buttonVariants({ size: 'lg' })}>
          Watch Our Story
          <ArrowRightIcon aria-hidden />
        </a>
      </div>
    </section>
  );
}
