import { DeferredNewsletterForm } from '@/components/forms/deferred/newsletter-form';

export function BlogNewsletter({ title, text }: { title: string; text: string }) {
  return (
    <section aria-labelledby="blog-newsletter" className="border-t border-border py-20">
      <div className="container-content grid justify-items-center gap-5 text-center">
        <p className="eyebrow">Newsletter</p>
        <h2 id="blog-newsletter" className="text-3xl font-semibold sm:text-4xl">
          {title}
        </h2>
        <p className="max-w-xl text-lg leading-relaxed text-muted-foreground">{text}</p>
        <DeferredNewsletterForm className="w-full max-w-md text-left" rowClassName="flex-col sm:flex-row" />
      </div>
    </section>
  );
}
