import type { ComponentProps } from 'react';
import { Button } from '@/components/ui/button';

export function ActionButton(props: Omit<ComponentProps<typeof Button>, 'type' | 'variant' | 'size' | 'align'>) {
  return <Button type="button" variant="outline" size="lg" align="start" className="w-full" {...props} />;
}
