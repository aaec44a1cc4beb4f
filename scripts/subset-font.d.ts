/** subset-font ships no types: the one call scripts/language-switch-fonts.ts makes. */
declare module 'subset-font' {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options: { targetFormat: 'woff2' | 'woff' | 'truetype' | 'sfnt'; variationAxes?: Record<string, number> },
  ): Promise<Buffer>;
}
