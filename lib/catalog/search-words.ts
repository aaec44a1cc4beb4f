import Sanscript from '@indic-transliteration/sanscript';
import { TRANSLATED_LOCALES, type ProductTranslations } from './translations';

/**
 * The words a product is found by beyond its English ones, and the forms a keyword's word is looked for in
 * (docs/decisions.md, Catalogue: search). Computed here when a product is written, so the database only matches:
 * its Sinhala and Tamil words as written, and a loose romanized key of every word, the way Sri Lankans type
 * Sinhala and Tamil on a Latin keyboard ('kurundu' for කුරුඳු, 'arisi' for அரிசி, 'the' or 'thé' for තේ).
 */

/** Letters, their marks and digits make a word; zero-width joiners (Sinhala conjuncts) are dropped on both sides. */
const WORD = /[\p{L}\p{M}\p{N}]+/gu;
const JOINERS = /[\u200c\u200d]/g;
/** A word of Latin letters only: one with a digit is a size or a model number, matched only as written ('5kg'). */
const LATIN_WORD = /^[\p{Script=Latin}\p{M}]+$/u;
const SINHALA = /\p{Script=Sinhala}/u;
const TAMIL = /\p{Script=Tamil}/u;

/**
 * Sanscript's Sinhala scheme leaves out the prenasalized letters and reads the anusvara as 'ṁ'; people type them
 * as 'nd', 'nd', 'ng', 'mb' and 'n' (කුරුඳු 'kurundu', ලංකා 'lanka').
 */
const SINHALA_SPELLED_OUT: Record<string, string> = {
  'ඳ': 'න්ද',
  'ඬ': 'ණ්ඩ',
  'ඟ': 'ඞ්ග',
  'ඹ': 'ම්බ',
  'ඦ': 'ඤ්ජ',
  'ං': 'න්',
};

/**
 * The loose romanized key of a Latin word, the same for the spellings people use for one sound: lower case without
 * diacritics; 'zh' (Tamil ழ) is 'l'; an 'h' after a consonant is dropped (th, dh, sh, ch: Latin keyboards have no
 * dental or retroflex letters, and people mark them with an h or not); c is s (Tamil ச, typed 's'), w is v, z is s;
 * voiced stops are their voiceless ones (Tamil writes both alike: சாம்பார் is 'sambar', transliterated 'campar');
 * a doubled letter is one ('aa', 'ee', 'pp').
 */
export function romanKey(latinWord: string): string {
  return latinWord
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '')
    .replace(/zh/g, 'l')
    .replace(/([kgcjtdpbs])h/g, '$1')
    .replace(/c/g, 's')
    .replace(/w/g, 'v')
    .replace(/z/g, 's')
    .replace(/[gdb]/g, (letter) => ({ g: 'k', d: 't', b: 'p' })[letter]!)
    .replace(/(.)\1+/g, '$1');
}

/** The romanized key of a word in any script the shop writes (English, Sinhala, Tamil); none for other scripts. */
export function romanKeyOf(word: string): string | undefined {
  if (LATIN_WORD.test(word)) return romanKey(word);
  if (SINHALA.test(word)) {
    const spelledOut = [...word].map((letter) => SINHALA_SPELLED_OUT[letter] ?? letter).join('');
    return romanKey(Sanscript.t(spelledOut, 'sinhala', 'iso'));
  }
  // 'tamil_extended', not 'tamil': Sanscript's plain Tamil scheme reads க as 'gh', the last Devanagari letter it stands for.
  if (TAMIL.test(word)) return romanKey(Sanscript.t(word, 'tamil_extended', 'iso'));
  return undefined;
}

/** A text's words as the search compares them: NFC, lower case, without joiners, split at anything not a letter. */
export function wordsOf(text: string): string[] {
  return text.normalize('NFC').replace(JOINERS, '').toLowerCase().match(WORD) ?? [];
}

/** A btree entry has a size limit; no product word is this long (a pasted link or a run of symbols). */
const MAX_WORD_LENGTH = 200;

function listedWords(texts: (string | undefined)[]): string {
  const words = new Set<string>();
  for (const word of texts.flatMap((text) => (text ? wordsOf(text) : []))) {
    words.add(word);
    const key = romanKeyOf(word);
    if (key) words.add(key);
  }
  // Each word after a space: a key's pattern ' key' finds the start of a word.
  return [...words]
    .filter((word) => word.length <= MAX_WORD_LENGTH)
    .map((word) => ` ${word}`)
    .join('');
}

export type ProductSearchText = { searchNameWords: string; searchTextWords: string };

/**
 * The words a product is found by, besides its English name and description as the database splits them: the words
 * of its names (English, Sinhala, Tamil) and of its descriptions, each as written and as its romanized key,
 * space-separated (the columns products.search_name_words and search_text_words).
 */
export function productSearchText(product: { name: string; description: string; translations: ProductTranslations }): ProductSearchText {
  const translated = TRANSLATED_LOCALES.map((locale) => product.translations[locale]);
  return {
    searchNameWords: listedWords([product.name, ...translated.map((words) => words?.name)]),
    searchTextWords: listedWords([product.description, ...translated.map((words) => words?.description)]),
  };
}

/** A keyword's word as looked for: as typed (a part of any word), and a Latin word also by its key (a word's start). */
export type KeywordWord = { typed: string; key?: string };

/** At most this many words of a keyword count; the rest of a pasted sentence is left out. */
const MAX_KEYWORD_WORDS = 8;

/**
 * A keyword's words, each once: split at whitespace as the English word list is, so '5kg' and 'k_l' stay whole, and
 * normalized as product words are. A Latin word also gets its romanized key when that says something else.
 */
export function keywordWords(keyword: string): KeywordWord[] {
  const typedWords = [...new Set(keyword.normalize('NFC').replace(JOINERS, '').toLowerCase().split(/\s+/).filter(Boolean))];
  return typedWords.slice(0, MAX_KEYWORD_WORDS).map((typed) => {
    const key = LATIN_WORD.test(typed) ? romanKey(typed) : undefined;
    return key && key !== typed ? { typed, key } : { typed };
  });
}
