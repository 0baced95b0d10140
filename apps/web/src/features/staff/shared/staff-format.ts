import { formatMoneyWithCode, fromMajor } from '@dutyfree/pricing';
import { useCallback } from 'react';
import { isolate } from '../../../lib/bidi.ts';
import { useDisplayDates } from '../../../lib/display-dates.ts';

// A flight's departure is shown in its airport's time with the zone named, as the traveller sees it; the
// staff's own records (an audit entry, a rate's change) in UTC, named so. Times and amounts are set inside
// Arabic sentences, so each is a bidi isolate (FSI … PDI): '28 Nov 2026 05:00 GMT+3' keeps its order
// instead of having its parts reordered by the sentence around it.

/** '05 Mar 2026 09:30 UTC', its month named in the language the staff member reads; in `timeZone` when given. */
export function useStaffTime(): (isoDate: string, timeZone?: string) => string {
  const { time } = useDisplayDates();
  return useCallback((isoDate: string, timeZone?: string) => isolate(time(isoDate, timeZone)), [time]);
}

/** '09:30 UTC' for a time on the day the screen is about. */
export function formatClock(isoDate: string): string {
  return isolate(`${isoDate.slice(11, 16)} UTC`);
}

/** A wire amount (major units) with its code: 'USD 48.00'. */
export function formatAmount(amount: number, currencyCode: string): string {
  return formatMinorAmount(fromMajor(amount), currencyCode);
}

/** An amount in minor units (the back office's cents) with its code: 'USD 48.00'. */
export function formatMinorAmount(minor: number, currencyCode: string): string {
  return isolate(formatMoneyWithCode(minor, currencyCode));
}
