'use client';

import { monthHasPassed } from '@/lib/fleet/provenance-format';
import { useMumbaiToday } from '@/lib/time/use-mumbai-today';

// The exported page is served for months after its build.

type MonthVerdictProps = {
  month: string;
  builtOn: string;
  current: string;
  passed: string;
};

export function MonthVerdict({ month, builtOn, current, passed }: MonthVerdictProps) {
  const over = monthHasPassed(month, useMumbaiToday(builtOn));
  return <dd className={over ? 'font-semibold' : undefined}>{over ? passed : current}</dd>;
}
