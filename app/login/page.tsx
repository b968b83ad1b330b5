import { AuthCard } from '@/components/account/auth-card';
import { DeferredLoginForm } from '@/components/forms/deferred/login-form';
import { PageHero } from '@/components/sections/page-hero';
import { IntentLink } from '@/components/ui/intent-link';
import { content } from '@/lib/content';
import { metadataFor } from '@/lib/metadata';

export const metadata = metadataFor('login');

export default function LoginPage() {
  const page = content.pages.login;
  return (
    <>
      <PageHero eyebrow={page.eyebrow} title={page.heading} intro={page.intro} />
      <AuthCard
        footer={
          <>
            New to Vayu Jets?{' '}
            <IntentLink href="/signup/" className="font-semibold text-gold underline-offset-4 hover:underline">
              Create an account
            </IntentLink>
          </>
        }
      >
        <DeferredLoginForm />
      </AuthCard>
    </>
  );
}
