import { ArrowRightIcon } from '@/components/icons/outline/arrow-right';
import { buttonVariants } from '@/components/ui/button';
import { IntentLink } from '@/components/ui/intent-link';

/** Closing band: "Watch Our Story" leads to the company's story, told in photos on /about. */
export function GalleryStory({ title, text, href }: { title: string; text: string; href: string }) {
  return (
    <section aria-labelledby="gallery-story" className="border-t border-border py-20">
      <div className="container-content grid justify-items-center gap-5 text-center">
        <h2 id="gallery-story" className="text-3xl font-semibold sm:text-4xl">
          {title}
        </h2>
        <p className="max-w-2xl text-lg leading-relaxed text-muted-foreground">{text}</p>
        <IntentLink href={href} className={buttonVariants({ size: 'lg' })}>
          Watch Our Story
          <ArrowRightIcon aria-hidden />
        </IntentLink>
      </div>
    </section>
  );
}
