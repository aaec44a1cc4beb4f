/**
 * Coupon expiry dates, on Sri Lankan time wherever the server or the browser runs. No server-only imports: the
 * admin form and table use these too.
 *
 * An expiry is given either as a day, 'YYYY-MM-DD' (what `<input type="date">` sends), meaning the END of that day
 * in Asia/Colombo (23:59:59.999 +05:30), or as an ISO date-time with 'Z' or an offset, meaning exactly that instant
 * (what the API returns, so a client can send a coupon back unchanged). Sri Lanka has kept +05:30 without daylight
 * saving since 2006.
 */

export const SHOP_TIME_ZONE = 'Asia/Colombo';
const COLOMBO_OFFSET = '+05:30';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
// Date and time with seconds optional, fractions optional, and 'Z' or an offset required (no local times).
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/i;

export function isCalendarDay(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Whether the text is a day ('YYYY-MM-DD') rather than a date-time. */
export function isExpiryDay(text: string): boolean {
  return DAY.test(text.trim());
}

/** The instant an expiry text stands for, or null when it is not a real date in one of the two forms. */
export function parseExpiry(text: string): Date | null {
  const value = text.trim();
  const day = DAY.exec(value);
  if (day) {
    const [year, month, date] = [Number(day[1]), Number(day[2]), Number(day[3])];
    if (year < 1970 || !isCalendarDay(year, month, date)) return null;
    return new Date(`${value}T23:59:59.999${COLOMBO_OFFSET}`);
  }
  const dateTime = DATE_TIME.exec(value);
  if (!dateTime) return null;
  const [year, month, date, hours, minutes, seconds] = dateTime.slice(1, 7).map((part) => Number(part ?? 0)) as number[];
  if (year! < 1970 || !isCalendarDay(year!, month!, date!) || hours! > 23 || minutes! > 59 || seconds! > 59) return null;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

/** The instant a Colombo day ('YYYY-MM-DD', already checked) begins. */
export function startOfColomboDay(day: string): Date {
  return new Date(`${day}T00:00:00${COLOMBO_OFFSET}`);
}

const dayParts = new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The Colombo day of an instant as 'YYYY-MM-DD' (the value of a date input). */
export function colomboDay(instant: Date | string): string {
  const parts = Object.fromEntries(dayParts.formatToParts(new Date(instant)).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
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
