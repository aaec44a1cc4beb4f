/**
 * Calendar days on Sri Lankan time, wherever the server or the browser runs: the shop's days (coupon expiries, the
 * lists' date filters, the statistics) are Asia/Colombo days. Sri Lanka has kept +05:30 without daylight saving
 * since 2006. No server-only imports: forms and tables use these too.
 */

import { SHOP_TIME_ZONE } from './shop-time-zone';

export { SHOP_TIME_ZONE };
const COLOMBO_OFFSET = '+05:30';

/** A day as `<input type="date">` sends it: 'YYYY-MM-DD'. */
export const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isCalendarDay(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Whether the text is a real day 'YYYY-MM-DD' from 1970 on. */
export function isShopDay(text: string): boolean {
  const day = DAY_PATTERN.exec(text);
  if (!day) return false;
  const [year, month, date] = [Number(day[1]), Number(day[2]), Number(day[3])];
  return year >= 1970 && isCalendarDay(year, month, date);
}

/** The instant a Colombo day ('YYYY-MM-DD', already checked) begins. */
export function startOfColomboDay(day: string): Date {
  return new Date(`${day}T00:00:00${COLOMBO_OFFSET}`);
}

/** The last millisecond of a Colombo day ('YYYY-MM-DD', already checked). */
export function endOfColomboDay(day: string): Date {
  return new Date(`${day}T23:59:59.999${COLOMBO_OFFSET}`);
}

const dayParts = new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The Colombo day of an instant as 'YYYY-MM-DD' (the value of a date input). */
export function colomboDay(instant: Date | string): string {
  const parts = Object.fromEntries(dayParts.formatToParts(new Date(instant)).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}
