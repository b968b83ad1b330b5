import type { ComponentProps } from 'react';
import { Button } from '@/components/ui/button';

/** One dashboard quick action: a full-width outline button, the same for every role. */
export function ActionButton(props: Omit<ComponentProps<typeof Button>, 'type' | 'variant' | 'size' | 'align'>) {
  return <Button type="button" variant="outline" size="lg" align="start" className="w-full" {...props} />;
}
