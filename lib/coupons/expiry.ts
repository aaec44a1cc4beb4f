import { colomboDay, DAY_PATTERN, endOfColomboDay, isCalendarDay, isShopDay, SHOP_TIME_ZONE } from '@/lib/dates/colombo';

/**
 * Coupon expiry dates, on Sri Lankan time (lib/dates/colombo.ts). No server-only imports: the admin form and table
 * use these too.
 *
 * An expiry is given either as a day, 'YYYY-MM-DD' (what `<input type="date">` sends), meaning the END of that day
 * in Asia/Colombo (23:59:59.999 +05:30), or as an ISO date-time with 'Z' or an offset, meaning exactly that instant
 * (what the API returns, so a client can send a coupon back unchanged).
 */

/** The admin form shows a saved expiry as its Colombo day. */
export { colomboDay };
// Date and time with seconds optional, fractions optional, and 'Z' or an offset required (no local times).
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/i;

/** Whether the text is a day ('YYYY-MM-DD') rather than a date-time. */
export function isExpiryDay(text: string): boolean {
  return DAY_PATTERN.test(text.trim());
}

/** The instant an expiry text stands for, or null when it is not a real date in one of the two forms. */
export function parseExpiry(text: string): Date | null {
  const value = text.trim();
  if (DAY_PATTERN.test(value)) return isShopDay(value) ? endOfColomboDay(value) : null;
  const dateTime = DATE_TIME.exec(value);
  if (!dateTime) return null;
  const [year, month, date, hours, minutes, seconds] = dateTime.slice(1, 7).map((part) => Number(part ?? 0)) as number[];
  if (year! < 1970 || !isCalendarDay(year!, month!, date!) || hours! > 23 || minutes! > 59 || seconds! > 59) return null;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

const shownDate = new Intl.DateTimeFormat('en-GB', { timeZone: SHOP_TIME_ZONE, day: 'numeric', month: 'short', year: 'numeric' });

/** '31 Dec 2026' */
export function formatExpiry(instant: Date | string): string {
  return shownDate.format(new Date(instant));
}

export function isExpired(expiry: Date | string, now: Date): boolean {
  return new Date(expiry).getTime() <= now.getTime();
}

/**
 * The expiry to store for `text`: the saved one when `text` names it unchanged (its instant, or its Colombo day, as
 * the admin form sends it), so editing a coupon's other fields never moves its expiry. Null for an invalid text.
 */
export function resolveExpiry(text: string, saved: Date | null): { at: Date; unchanged: boolean } | null {
  const at = parseExpiry(text);
  if (!at) return null;
  if (saved && (at.getTime() === saved.getTime() || (isExpiryDay(text) && text.trim() === colomboDay(saved)))) {
    return { at: saved, unchanged: true };
  }
  return { at, unchanged: false };
}
