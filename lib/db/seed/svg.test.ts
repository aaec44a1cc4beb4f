import { describe, expect, it } from 'vitest';
import { escapeXml, fitTitle, renderImage } from './svg';

describe('seed image rendering', () => {
  it('escapes XML special characters', () => {
    expect(escapeXml(`Tom & Jerry's <"toys">`)).toBe('Tom &amp; Jerry&apos;s &lt;&quot;toys&quot;&gt;');
  });

  it('wraps long names on at most three lines and keeps short ones large', () => {
    expect(fitTitle('Batik Sarong')).toEqual({ lines: ['Batik Sarong'], fontSize: 64 });
    const long = fitTitle('Noise-Cancelling Over-Ear Headphones with an Extra Long Name for Testing Purposes');
    expect(long.lines.length).toBeLessThanOrEqual(3);
  });

  it('cuts a name too long for three lines with an ellipsis', () => {
    const { lines } = fitTitle('word '.repeat(60));
    expect(lines).toHaveLength(3);
    expect(lines[2]).toMatch(/…$/);
  });

  it('renders the escaped name into a small SVG', () => {
    const svg = renderImage({ title: 'Spices & Tea', caption: '', pictogram: 'leaf', hue: 135, scale: 1, angle: 0 });
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 800 800"/);
    expect(svg).toContain('Spices &amp; Tea');
    expect(svg.length).toBeLessThan(4096);
  });
});
