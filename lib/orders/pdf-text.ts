import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Text on the shop's papers in every script it is written in. pdfkit has no fallback from one font to another, so a
 * text is cut into runs by script and each run drawn in a font that has it: Latin in the standard Helvetica (nothing
 * embedded), Sinhala and Tamil in Noto Sans Sinhala and Noto Sans Tamil, static TTFs embedded as subsets of the glyphs
 * used. fontkit, under pdfkit, shapes their conjuncts and vowel signs through the fonts' OpenType tables
 * (docs/decisions.md, Invoices and packing slips).
 */

type Doc = PDFKit.PDFDocument;
export type Weight = 'regular' | 'bold';
type Script = 'latin' | 'sinhala' | 'tamil';

const LATIN_FONTS: Record<Weight, string> = { regular: 'Helvetica', bold: 'Helvetica-Bold' };

/** The packages' static faces (OFL); read once per process, registered into each document by name. */
const NOTO_FILES: Record<Exclude<Script, 'latin'>, Record<Weight, string>> = {
  sinhala: {
    regular: '@expo-google-fonts/noto-sans-sinhala/400Regular/NotoSansSinhala_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans-sinhala/700Bold/NotoSansSinhala_700Bold.ttf',
  },
  tamil: {
    regular: '@expo-google-fonts/noto-sans-tamil/400Regular/NotoSansTamil_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans-tamil/700Bold/NotoSansTamil_700Bold.ttf',
  },
};

const fontName = (script: Script, weight: Weight) => (script === 'latin' ? LATIN_FONTS[weight] : `${script}-${weight}`);

let notoFaces: { name: string; bytes: Buffer }[] | undefined;

/**
 * A font file of an installed package. Read from the project's node_modules, where the shop runs from (every launcher
 * starts in the project folder): a module resolver cannot do it here, as Next's server bundle refuses a require whose
 * name is computed ('Cannot find module as expression is too dynamic').
 */
const installedFile = (file: string) => path.join(/* turbopackIgnore: true */ process.cwd(), 'node_modules', file);

function loadNotoFaces(): { name: string; bytes: Buffer }[] {
  notoFaces ??= Object.entries(NOTO_FILES).flatMap(([script, files]) =>
    (Object.entries(files) as [Weight, string][]).map(([weight, file]) => ({
      name: fontName(script as Script, weight),
      bytes: readFileSync(installedFile(file)),
    })),
  );
  return notoFaces;
}

/** Makes the Sinhala and Tamil faces known to `doc`; pdfkit embeds a face only once a run uses it. */
export function registerScriptFonts(doc: Doc): void {
  for (const face of loadNotoFaces()) doc.registerFont(face.name, face.bytes);
}

const SCRIPT_LETTER: [Exclude<Script, 'latin'>, RegExp][] = [
  ['sinhala', /\p{Script=Sinhala}/u],
  ['tamil', /\p{Script=Tamil}/u],
];
/** Joiners and combining marks belong to the letter before them (ZWJ makes Sinhala's yansaya and rakaransaya). */
const JOINS_PREVIOUS = /[\p{Mn}\p{Mc}\u200c\u200d]/u;

/**
 * Text the standard fonts can draw. They encode WinAnsi (Latin-1 and a few signs) only, and pdfkit would write any
 * other character as a wrong one, so each run of them becomes '?' (a script the shop has no font for).
 */
const winAnsi = (text: string) => text.replace(/[^\u0020-\u007e\u00a0-\u00ff€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ]+/gu, '?');

/** The text in runs of one script each; spaces stay in the run they follow, so a Sinhala phrase is one run. */
export function scriptRuns(text: string): { script: Script; text: string }[] {
  const runs: { script: Script; text: string }[] = [];
  for (const character of text.normalize('NFC').replace(/\p{Cc}/gu, ' ')) {
    const previous = runs.at(-1);
    const script =
      previous && (character === ' ' || (previous.script !== 'latin' && JOINS_PREVIOUS.test(character)))
        ? previous.script
        : (SCRIPT_LETTER.find(([, letter]) => letter.test(character))?.[0] ?? 'latin');
    if (previous?.script === script) previous.text += character;
    else runs.push({ script, text: character });
  }
  return runs.map((run) => (run.script === 'latin' ? { ...run, text: winAnsi(run.text) } : run));
}

/**
 * Draws a run so that copying or searching the paper gives the text as written: shaped Sinhala and Tamil put a vowel
 * sign before its consonant and draw conjuncts as one glyph, which a reader would give back in drawing order, so each
 * such run is marked with its text (PDF ActualText).
 */
function asWritten(doc: Doc, run: { script: Script; text: string }, draw: () => void): void {
  if (run.script === 'latin') return draw();
  doc.markContent('Span', { actual: run.text });
  draw();
  doc.endMarkedContent();
}

export type TextStyle = { weight: Weight; size: number };
type At = { x?: number; y?: number; continued?: boolean } & PDFKit.Mixins.TextOptions;

/** Helvetica's ascent (718/1000 em): every run stands on the baseline a Latin line has, whatever its font's ascent. */
const baselineOf = (size: number) => -0.718 * size;

/**
 * Draws `text` from (x, y) as pdfkit's text() would, each script's run in its font, the runs continuing one another
 * on the same lines. `continued` leaves the last run open for more text to follow on the line. A text of several
 * scripts aligned right or centred is set on one line by measure (pdfkit aligns each continued run on its own).
 */
export function writeText(doc: Doc, text: string, style: TextStyle, at: At = {}): Doc {
  const { x, y, continued = false, ...options } = at;
  const runs = scriptRuns(text);
  if (runs.length === 0) runs.push({ script: 'latin', text: '' });
  doc.fontSize(style.size);
  const baseline = baselineOf(style.size);
  const aligned = options.align === 'right' || options.align === 'center';
  if (aligned && runs.length > 1 && !continued && options.width !== undefined) {
    const widths = runs.map((run) => doc.font(fontName(run.script, style.weight)).widthOfString(run.text));
    const total = widths.reduce((sum, width) => sum + width, 0);
    if (total <= options.width) return writeOneLine(doc, runs, widths, style, { x: x ?? doc.x, y: y ?? doc.y, width: options.width, room: options.width - total, align: options.align! });
  }
  runs.forEach((run, index) => {
    const runOptions = { ...options, baseline, continued: index === runs.length - 1 ? continued : true };
    asWritten(doc, run, () => {
      doc.font(fontName(run.script, style.weight));
      if (index === 0 && (x !== undefined || y !== undefined)) doc.text(run.text, x, y, runOptions);
      else doc.text(run.text, runOptions);
    });
  });
  return doc;
}

/** Runs placed one after the other on one line, pushed right (or centred) in `width`; the cursor goes below the line. */
function writeOneLine(
  doc: Doc,
  runs: { script: Script; text: string }[],
  widths: number[],
  style: TextStyle,
  line: { x: number; y: number; width: number; room: number; align: 'right' | 'center' | 'left' | 'justify' },
): Doc {
  let runX = line.x + (line.align === 'center' ? line.room / 2 : line.room);
  let height = 0;
  runs.forEach((run, index) => {
    asWritten(doc, run, () => doc.font(fontName(run.script, style.weight)).text(run.text, runX, line.y, { lineBreak: false, baseline: baselineOf(style.size) }));
    runX += widths[index]!;
    height = Math.max(height, doc.currentLineHeight(true));
  });
  doc.x = line.x;
  doc.y = line.y + height;
  return doc;
}

/**
 * The height `text` takes at `width`, measured in the tallest font among its runs' (a Sinhala or Tamil line is
 * taller than a Latin one), so a table row holds its cell.
 */
export function heightOfText(doc: Doc, text: string, style: TextStyle, width: number): number {
  const scripts = new Set(scriptRuns(text).map((run) => run.script));
  const tallest = (['sinhala', 'tamil', 'latin'] as const).find((script) => scripts.has(script)) ?? 'latin';
  doc.font(fontName(tallest, style.weight)).fontSize(style.size);
  return doc.heightOfString(tallest === 'latin' ? winAnsi(text) : text, { width });
}
