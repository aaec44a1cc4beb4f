import type { Locale } from '@/lib/i18n/locales';

/** The language switch's short names; scripts/language-switch-fonts.ts makes their glyphs into the switch's own font. */
export const SHORT_NAMES: Record<Locale, string> = { en: 'EN', si: 'සිං', ta: 'த' };
