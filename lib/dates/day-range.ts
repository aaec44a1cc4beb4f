import { endOfColomboDay, startOfColomboDay } from './colombo';

/**
 * A `from`/`to` range of Colombo days, 'YYYY-MM-DD' (what `<input type="date">` sends), both ends included: the
 * date filters of the admin order and payment lists. No server-only imports: the admin screens check their fields
 * with them.
 */

export type DayRange = { from?: string; to?: string };

/** The instants of a `from`/`to` range of Colombo days (both days included), for a `createdAt` filter. */
export function dayRangeOf(range: DayRange): { gte?: Date; lte?: Date } | undefined {
  if (!range.from && !range.to) return undefined;
  return { ...(range.from && { gte: startOfColomboDay(range.from) }), ...(range.to && { lte: endOfColomboDay(range.to) }) };
}
