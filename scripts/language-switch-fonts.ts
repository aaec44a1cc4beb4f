/**
 * npm run fonts:language-switch
 * Writes public/fonts/language-names-{sinhala,tamil}.woff2: the shop's Noto faces cut down to the letters of the
 * language switch (its short names and the full names read out with them), a few hundred bytes each. Every page shows
 * the switch (font-medium: one weight, 500); with the whole faces an English page would download both (tens of KB), and with the device's fonts a
 * device without Sinhala or Tamil ones shows boxes. Run it when those names change, and commit the files.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import subsetFont from 'subset-font';
import { SHORT_NAMES } from '@/components/layout/language-names';
import { LOCALE_NAMES } from '@/lib/i18n/locales';

const FACES = {
  sinhala: { locale: 'si', file: '@fontsource-variable/noto-sans-sinhala/files/noto-sans-sinhala-sinhala-wght-normal.woff2' },
  tamil: { locale: 'ta', file: '@fontsource-variable/noto-sans-tamil/files/noto-sans-tamil-tamil-wght-normal.woff2' },
} as const;

for (const [script, { locale, file }] of Object.entries(FACES)) {
  const face = await readFile(path.join('node_modules', file));
  const subset = await subsetFont(face, `${SHORT_NAMES[locale]}${LOCALE_NAMES[locale]}`, { targetFormat: 'woff2', variationAxes: { wght: 500 } });
  const target = path.join('public/fonts', `language-names-${script}.woff2`);
  await writeFile(target, subset);
  console.log(`Wrote ${target} (${subset.length} bytes)`);
}
