import { AuthCard } from '@/components/account/auth-card';
import { DeferredSignupForm } from '@/components/forms/deferred/signup-form';
import { PageHero } from '@/components/sections/page-hero';
import { IntentLink } from '@/components/ui/intent-link';
import { content } from '@/lib/content';
import { metadataFor } from '@/lib/metadata';

export const metadata = metadataFor('signup');

export default function SignupPage() {
  const page = content.pages.signup;
  return (
    <>
      <PageHero eyebrow={page.eyebrow} title={page.heading} intro={page.intro} />
      <AuthCard
        footer={
          <>
            Already have an account?{' '}
            <IntentLink href="/login/" className="font-semibold text-gold underline-offset-4 hover:underline">
              Log in
            </IntentLink>
          </>
        }
      >
        <DeferredSignupForm />
      </AuthCard>
    </>
  );
}
