import { z } from 'zod';
import { optionalQuery } from '@/lib/http/pagination';
import { endOfColomboDay, isShopDay, startOfColomboDay } from './colombo';

/**
 * A `from`/`to` range of Colombo days, 'YYYY-MM-DD' (what `<input type="date">` sends), both ends included: the
 * date filters of the admin order and payment lists. No server-only imports: the admin screens build their URLs
 * with them.
 */

const FROM_MESSAGE = 'from must be a real date in the form YYYY-MM-DD';
const TO_MESSAGE = 'to must be a real date in the form YYYY-MM-DD';

/** A calendar day 'YYYY-MM-DD' from 1970 on. */
export const isQueryDay = isShopDay;

const day = (message: string) => optionalQuery(z.string({ error: message }).trim().refine(isQueryDay, message));

type DayRange = { from?: string; to?: string };

const inOrder = ({ from, to }: DayRange) => !from || !to || from <= to;

/** A list query with a `from`/`to` range of Colombo days added to `fields`; a range ending before it starts is refused. */
export function withDayRange<T extends z.ZodRawShape>(fields: T) {
  return z
    .object({ ...fields, from: day(FROM_MESSAGE), to: day(TO_MESSAGE) })
    .refine((query) => inOrder(query as DayRange), { message: 'from must not be after to' });
}

/** The instants of a `from`/`to` range of Colombo days (both days included), for a `createdAt` filter. */
export function dayRangeOf(range: DayRange): { gte?: Date; lte?: Date } | undefined {
  if (!range.from && !range.to) return undefined;
  return { ...(range.from && { gte: startOfColomboDay(range.from) }), ...(range.to && { lte: endOfColomboDay(range.to) }) };
}
