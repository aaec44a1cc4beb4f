/**
 * Renders the catalogue's placeholder images as small, self-contained SVG files: a gradient in the category's
 * colour, the category's pictogram drawn with plain shapes, and the name in a sans-serif. No fonts or network.
 */
import type { Pictogram } from './catalogue';

const SIZE = 800;
const TEXT_WIDTH = 660;
/** Average advance of a bold sans-serif glyph, in em; used to estimate how many characters fit on a line. */
const GLYPH_WIDTH_EM = 0.58;
const FONT_SIZES = [64, 56, 48, 42, 36];
const MAX_LINES = 3;

/** Shapes drawn around (0, 0) within about ±160: class 'w' is a light fill, 'd' a dark fill, 's' a dark line. */
const PICTOGRAMS: Record<Pictogram, string> = {
  bowl:
    '<path class="w" d="M-120 0Q0-130 120 0Z" opacity=".75"/>' +
    '<path class="w" d="M-150 0H150A150 130 0 0 1-150 0Z"/>' +
    '<rect class="w" x="-55" y="122" width="110" height="18" rx="9"/>' +
    '<path class="s" d="M-120 40H120" stroke-width="10"/>',
  leaf:
    '<g transform="rotate(-35)"><path class="w" d="M0 160C-150 60-115-115 0-160 115-115 150 60 0 160Z"/>' +
    '<path class="s" d="M0 150V-130M0 40L-60-10M0 40L60-10M0-30L-45-70M0-30L45-70" stroke-width="9"/></g>',
  monitor:
    '<rect class="w" x="-160" y="-120" width="320" height="200" rx="16"/>' +
    '<rect class="d" x="-140" y="-100" width="280" height="160" rx="6"/>' +
    '<rect class="w" x="-18" y="80" width="36" height="40"/><rect class="w" x="-80" y="118" width="160" height="16" rx="8"/>',
  phone:
    '<rect class="w" x="-85" y="-160" width="170" height="320" rx="28"/>' +
    '<rect class="d" x="-68" y="-125" width="136" height="235" rx="6"/>' +
    '<circle class="d" cy="135" r="11"/><rect class="d" x="-24" y="-146" width="48" height="8" rx="4"/>',
  shirt:
    '<path class="w" d="M-60-145L-160-98-125-15-92-32V145H92V-32L125-15 160-98 60-145Q0-95-60-145Z"/>' +
    '<path class="s" d="M-60-145Q0-95 60-145" stroke-width="10"/>',
  pot:
    '<path class="w" d="M-130-40H130V70Q130 130 70 130H-70Q-130 130-130 70Z"/>' +
    '<path class="w" d="M-145-55Q0-150 145-55Z" opacity=".8"/><circle class="w" cy="-118" r="16"/>' +
    '<rect class="w" x="-175" y="-20" width="50" height="22" rx="11"/><rect class="w" x="125" y="-20" width="50" height="22" rx="11"/>',
  bottle:
    '<rect class="w" x="-80" y="-50" width="160" height="210" rx="34"/><rect class="w" x="-32" y="-95" width="64" height="50"/>' +
    '<rect class="w" x="-22" y="-140" width="44" height="45" rx="6"/><rect class="w" x="-22" y="-140" width="100" height="16" rx="8"/>' +
    '<rect class="d" x="-55" y="20" width="110" height="80" rx="10"/>',
  ball:
    '<circle class="w" r="150"/>' +
    '<path class="s" d="M-147-30Q0 70 147-30M-147-2Q0 98 147-2" stroke-width="8"/>' +
    '<path class="s" d="M-136-62Q0 38 136-62M-145 26Q0 126 145 26" stroke-width="6" stroke-dasharray="4 12"/>',
  book:
    '<path class="w" d="M-6-95Q-85-135-170-105V115Q-85 85-6 125Z"/><path class="w" d="M6-95Q85-135 170-105V115Q85 85 6 125Z"/>' +
    '<path class="s" d="M-140-60Q-85-80-36-58M-140-10Q-85-30-36-8M-140 40Q-85 20-36 42M36-58Q85-80 140-60M36-8Q85-30 140-10M36 42Q85 20 140 40" stroke-width="8"/>',
  teddy:
    '<circle class="w" cx="-88" cy="-80" r="48"/><circle class="w" cx="88" cy="-80" r="48"/>' +
    '<circle class="d" cx="-88" cy="-80" r="22"/><circle class="d" cx="88" cy="-80" r="22"/>' +
    '<circle class="w" cy="15" r="125"/><ellipse class="d" cy="70" rx="55" ry="40"/>' +
    '<circle class="d" cx="-45" cy="-10" r="13"/><circle class="d" cx="45" cy="-10" r="13"/><ellipse class="w" cy="55" rx="18" ry="12"/>',
};

/** Escapes text for XML element content and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/** Greedy word wrap to at most `maxChars` per line (a longer single word gets its own line). */
function wrapWords(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= maxChars) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** The largest font size at which the text fits the image in at most three lines; beyond that, it is cut with '…'. */
export function fitTitle(text: string): { lines: string[]; fontSize: number } {
  for (const fontSize of FONT_SIZES) {
    const lines = wrapWords(text, Math.floor(TEXT_WIDTH / (fontSize * GLYPH_WIDTH_EM)));
    if (lines.length <= MAX_LINES) return { lines, fontSize };
  }
  const fontSize = FONT_SIZES.at(-1)!;
  const lines = wrapWords(text, Math.floor(TEXT_WIDTH / (fontSize * GLYPH_WIDTH_EM)));
  return { lines: [...lines.slice(0, MAX_LINES - 1), `${lines[MAX_LINES - 1]}…`], fontSize };
}

export interface ImageSpec {
  title: string;
  /** Small upper-case line at the top (e.g. the category); omitted when empty. */
  caption: string;
  pictogram: Pictogram;
  hue: number;
  /** Pictogram size and tilt, so variants of one product look like different views. */
  scale: number;
  angle: number;
}

const hsl = (hue: number, saturation: number, lightness: number) =>
  `hsl(${Math.round(((hue % 360) + 360) % 360)},${saturation}%,${lightness}%)`;

export function renderImage(spec: ImageSpec): string {
  const { lines, fontSize } = fitTitle(spec.title);
  const detail = hsl(spec.hue, 55, 28);
  const lineHeight = Math.round(fontSize * 1.18);
  // The title block is centred on y = 640, below the pictogram.
  const firstBaseline = Math.round(640 - ((lines.length - 1) * lineHeight) / 2 + fontSize * 0.35);
  const title = lines
    .map((line, index) => `<tspan x="400" y="${firstBaseline + index * lineHeight}">${escapeXml(line)}</tspan>`)
    .join('');
  const caption = spec.caption
    ? `<text class="c" x="400" y="92">${escapeXml(spec.caption.toUpperCase())}</text>`
    : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${SIZE}" width="${SIZE}" height="${SIZE}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${hsl(spec.hue, 62, 30)}"/><stop offset="1" stop-color="${hsl(spec.hue + 28, 70, 46)}"/>` +
    `</linearGradient><style>` +
    `.w{fill:#fff;fill-opacity:.92}.d{fill:${detail};fill-opacity:.85}.s{fill:none;stroke:${detail};stroke-linecap:round}` +
    `text{font-family:Inter,'Segoe UI',Helvetica,Arial,sans-serif;fill:#fff;text-anchor:middle}` +
    `.t{font-weight:700}.c{font-size:26px;letter-spacing:4px;fill-opacity:.8}` +
    `</style></defs>` +
    `<rect width="${SIZE}" height="${SIZE}" fill="url(#g)"/>` +
    `<circle cx="700" cy="110" r="220" fill="#fff" fill-opacity=".07"/><circle cx="60" cy="760" r="260" fill="#fff" fill-opacity=".06"/>` +
    caption +
    `<g transform="translate(400 320) rotate(${spec.angle}) scale(${spec.scale})">${PICTOGRAMS[spec.pictogram]}</g>` +
    `<text class="t" font-size="${fontSize}">${title}</text>` +
    `</svg>\n`
  );
}
