'use client';

import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { fillMessage } from '@/lib/fill-message';
import type { CompareData } from '@/lib/fleet/compare-data';
import { COMPARE_STATUS_ID, compareLimitId, compareViewId } from '@/lib/fleet/compare-ids';
import { clearCompare, connectCompare, currentCompare, toggleCompare, useCompare } from '@/lib/fleet/compare-store';
import { CompareFigures } from './compare-figures';

export type CompareLiveProps = {
  data: CompareData;
  copy: { intro: string; oneChosen: string; comparing: string };
};

const status = () => document.getElementById(COMPARE_STATUS_ID)!;
const boxes = () => [...document.querySelectorAll<HTMLInputElement>('input[data-compare]')];
const slugOf = (box: HTMLInputElement) => box.dataset.compare!;

// Compare once used: keeps the server's checkboxes, their "View comparison" links and refusals and the status line.
export function CompareLive({ data, copy }: CompareLiveProps) {
  const { chosen, refused } = useCompare();
  const slugs = data.columns.map((column) => column.slug).join(',');
  useEffect(() => {
    // Ticks made before this code arrived join the aircraft the address names.
    const ticked = boxes().flatMap((box) => (box.checked ? [slugOf(box)] : []));
    connectCompare(slugs.split(','), ticked);
    const onChange = ({ target }: Event) => {
      const box = target as HTMLInputElement;
      if (box.dataset.compare) toggleCompare(slugOf(box), box.checked);
    };
    document.addEventListener('change', onChange);
    return () => document.removeEventListener('change', onChange);
  }, [slugs]);

  useEffect(() => {
    // The first render's choices predate the ticks connectCompare has just read: a tick would flicker off.
    const { chosen, refused } = currentCompare();
    for (const box of boxes()) {
      const slug = slugOf(box);
      const checked = chosen.includes(slug);
      const limitId = compareLimitId(slug);
      box.checked = checked;
      document.getElementById(compareViewId(slug))!.hidden = !checked || chosen.length < 2;
      document.getElementById(limitId)!.hidden = refused !== slug;
      if (refused === slug) box.setAttribute('aria-describedby', limitId);
      else box.removeAttribute('aria-describedby');
    }
  }, [chosen, refused]);

  const columns = chosen.flatMap((slug) => data.columns.filter((column) => column.slug === slug));
  const names = columns.map((column) => column.name).join(', ');
  const message = names ? fillMessage(columns.length === 1 ? copy.oneChosen : copy.comparing, { names }) : copy.intro;
  useEffect(() => {
    status().textContent = message;
  }, [message]);

  return (
    <>
      {columns.length ? (
        <Button
          variant="outline"
          size="sm"
          onClick={() => {
            clearCompare();
            status().focus();
          }}
        >
          Clear comparison
        </Button>
      ) : null}
      {columns.length >= 2 ? (
        <div className="mt-2 min-w-0 basis-full">
          <CompareFigures rows={data.rows} columns={columns} />
        </div>
      ) : null}
    </>
  );
}
