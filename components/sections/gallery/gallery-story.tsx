import { PlayIcon } from '@/components/icons/outline/play';
import { ToastButton } from '@/components/ui/toast-button';

/** Closing band with the (not yet online) brand film. */
export function GalleryStory({ title, text }: { title: string; text: string }) {
  return (
    <section aria-labelledby="gallery-story" className="border-t border-border py-20">
      <div className="container-content grid justify-items-center gap-5 text-center">
        <h2 id="gallery-story" className="text-3xl font-semibold sm:text-4xl">
          {title}
        </h2>
        <p className="max-w-2xl text-lg leading-relaxed text-muted-foreground">{text}</p>
        <ToastButton message="notImplemented" size="lg">
          <PlayIcon aria-hidden className="fill-current" />
          Watch Our Story
        </ToastButton>
      </div>
    </section>
  );
}
