import { SHOP_TIME_ZONE } from '@/lib/dates/colombo';

/**
 * Dates in Sinhala and Tamil, in Sri Lankan time. Assembled from numeric parts and the month names below rather than
 * `Intl`'s Sinhala and Tamil patterns, whose month names, separators and day periods differ between ICU versions (the
 * server's Node and the shopper's browser), which would break hydration. The names are CLDR's abbreviated months.
 */
const MONTHS = {
  si: ['ජන', 'පෙබ', 'මාර්තු', 'අප්‍රේල්', 'මැයි', 'ජූනි', 'ජූලි', 'අගෝ', 'සැප්', 'ඔක්', 'නොවැ', 'දෙසැ'],
  ta: ['ஜன.', 'பிப்.', 'மார்.', 'ஏப்.', 'மே', 'ஜூன்', 'ஜூலை', 'ஆக.', 'செப்.', 'அக்.', 'நவ.', 'டிச.'],
} as const;

export type LocalLanguage = keyof typeof MONTHS;

const numericParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hourCycle: 'h23',
});

function colomboParts(date: Date) {
  const part = Object.fromEntries(numericParts.formatToParts(date).map(({ type, value }) => [type, value]));
  return { year: part.year, month: Number(part.month), day: Number(part.day), time: `${part.hour}:${part.minute}` };
}

/** '2026 නොවැ 23' (Sinhala: year, month, day), '23 நவ. 2026' (Tamil: day, month, year). */
export function localDay(date: Date, language: LocalLanguage): string {
  const { year, month, day } = colomboParts(date);
  const name = MONTHS[language][month - 1];
  return language === 'si' ? `${year} ${name} ${day}` : `${day} ${name} ${year}`;
}

/** The day and the time on the 24-hour clock: '2026 නොවැ 23, 18:13'. */
export function localDayTime(date: Date, language: LocalLanguage): string {
  return `${localDay(date, language)}, ${colomboParts(date).time}`;
}
