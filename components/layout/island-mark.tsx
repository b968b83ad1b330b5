'use client';

import { useEffect, useRef } from 'react';
import { ISLAND_ATTRIBUTE, markIslandLive } from '@/lib/hydration';

export function IslandMark() {
  const marker = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (marker.current) markIslandLive(marker.current);
  }, []);
  return <span ref={marker} hidden {...{ [ISLAND_ATTRIBUTE]: 'waiting' }} />;
}
