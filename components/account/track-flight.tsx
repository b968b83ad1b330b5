'use client';

import { useId, useState } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { FormField } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { account } from '@/content/account';
import { trackerUrl } from '@/lib/account/flight-tracker';
import { externalLinkProps } from '@/lib/links';

const texts = account.customer;

export function TrackFlight({ id }: { id: string }) {
  const field = useId();
  const [ident, setIdent] = useState('');
  const url = trackerUrl(ident);
  const invalid = ident.trim() !== '' && !url;
  return (
    <div id={id} className="grid gap-4 rounded-card border border-border bg-surface p-5 sm:p-6">
      <FormField
        id={field}
        label={texts.trackLabel}
        hint={texts.trackHint}
        error={invalid ? texts.trackInvalid : undefined}
      >
        {(control) => (
          <Input
            {...control}
            name="flight"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            value={ident}
            onChange={(event) => setIdent(event.target.value)}
          />
        )}
      </FormField>
      <div className="flex flex-wrap items-center gap-3">
        {url ? (
          <a href={url} {...externalLinkProps} className={buttonVariants({ variant: 'outline' })}>
            {texts.trackLink}
          </a>
        ) : (
          <span aria-disabled="true" role="link" className={buttonVariants({ variant: 'outline' })}>
            {texts.trackLink}
          </span>
        )}
        <p className="text-xs text-muted-foreground">{texts.trackNote}</p>
      </div>
    </div>
  );
}
