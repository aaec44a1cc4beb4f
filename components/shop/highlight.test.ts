import { describe, expect, it } from 'vitest';
import { splitHighlight } from './highlight';

describe('splitHighlight', () => {
  it('marks every case-insensitive occurrence and keeps the text as written', () => {
    expect(splitHighlight('Ceylon Tea and TEA bags', 'tea')).toEqual([
      { text: 'Ceylon ', match: false },
      { text: 'Tea', match: true },
      { text: ' and ', match: false },
      { text: 'TEA', match: true },
      { text: ' bags', match: false },
    ]);
  });

  it('matches at the start and the end of the text', () => {
    expect(splitHighlight('rice and rice', 'RICE')).toEqual([
      { text: 'rice', match: true },
      { text: ' and ', match: false },
      { text: 'rice', match: true },
    ]);
  });

  it('gives the whole text as one plain part for a blank or missing keyword', () => {
    expect(splitHighlight('Samba Rice', '')).toEqual([{ text: 'Samba Rice', match: false }]);
    expect(splitHighlight('Samba Rice', '   ')).toEqual([{ text: 'Samba Rice', match: false }]);
    expect(splitHighlight('Samba Rice', undefined)).toEqual([{ text: 'Samba Rice', match: false }]);
  });

  it('trims the keyword and leaves text without a match alone', () => {
    expect(splitHighlight('Samba Rice', '  rice ')).toEqual([
      { text: 'Samba ', match: false },
      { text: 'Rice', match: true },
    ]);
    expect(splitHighlight('Samba Rice', 'tea')).toEqual([{ text: 'Samba Rice', match: false }]);
  });

  it('treats regular-expression and HTML characters literally', () => {
    expect(splitHighlight('Pack (x2) <b>', '(x2)')).toEqual([
      { text: 'Pack ', match: false },
      { text: '(x2)', match: true },
      { text: ' <b>', match: false },
    ]);
    expect(splitHighlight('a.b', '.')).toEqual([
      { text: 'a', match: false },
      { text: '.', match: true },
      { text: 'b', match: false },
    ]);
  });

  it('does not overlap matches', () => {
    expect(splitHighlight('aaa', 'aa')).toEqual([
      { text: 'aa', match: true },
      { text: 'a', match: false },
    ]);
  });

  it('gives nothing for empty text', () => {
    expect(splitHighlight('', 'tea')).toEqual([]);
  });
});

describe('splitHighlight with letters whose lower case is longer', () => {
  it('keeps the pieces aligned with the original text', () => {
    const parts = splitHighlight('İstanbul Tea', 'tea');
    expect(parts.map((part) => part.text).join('')).toBe('İstanbul Tea');
    expect(parts.filter((part) => part.match)).toEqual([{ text: 'Tea', match: true }]);
  });
});
