import 'server-only';
import damerauLevenshtein from 'damerau-levenshtein';
import { prisma } from '@/lib/db/client';
import { likePattern } from './like';
import type { KeywordWord } from './search-words';

/**
 * "Did you mean …" for a keyword that found nothing (docs/decisions.md, Catalogue: search). pg_trgm's similarity
 * cannot see a swapped pair in a short word ('tae' and 'tea' share one trigram of seven), so the candidates are the
 * listed words that start with the same letter and are about as long, read from the word list's btree, and the
 * closest by Damerau-Levenshtein distance (a swap is one step) wins; among equally close words, the one in the most
 * product names ('tea' before 'the', both one step from 'tae').
 */

/** A word may be this many edits away: one for short words, two from 6 letters on. */
const allowedSteps = (word: string) => (word.length >= 6 ? 2 : 1);
const SUGGESTABLE = /^[\p{L}\p{M}]{3,}$/u;
/** The candidates read for one word at most: the words of one first letter and about one length. */
const MAX_CANDIDATES = 5000;

/** Whether any published product has a listed word the keyword's word is part of (or whose start is its key). */
async function isFound(word: KeywordWord): Promise<boolean> {
  const [row] = await prisma.$queryRaw<{ found: boolean }[]>`
    SELECT EXISTS (
      SELECT 1 FROM search_words s
      WHERE (s.word LIKE ${likePattern(word.typed)} OR s.word LIKE ${`${word.key ?? word.typed}%`})
        AND EXISTS (SELECT 1 FROM product_search_words w WHERE w.word = s.word)) AS found`;
  return row!.found;
}

async function closestListedWord(word: string): Promise<string | undefined> {
  const first = String.fromCodePoint(word.codePointAt(0)!);
  const afterFirst = String.fromCodePoint(first.codePointAt(0)! + 1);
  const steps = allowedSteps(word);
  const candidates = await prisma.$queryRaw<{ word: string }[]>`
    SELECT word FROM search_words
    WHERE word >= ${first} AND word < ${afterFirst} AND length(word) BETWEEN ${word.length - steps} AND ${word.length + steps}
    LIMIT ${MAX_CANDIDATES}`;
  const scored = candidates
    .filter((candidate) => SUGGESTABLE.test(candidate.word))
    .map((candidate) => ({ word: candidate.word, steps: damerauLevenshtein(word, candidate.word).steps }))
    .filter((candidate) => candidate.steps > 0 && candidate.steps <= steps);
  if (scored.length === 0) return undefined;
  const fewest = Math.min(...scored.map((candidate) => candidate.steps));
  const closest = scored.filter((candidate) => candidate.steps === fewest).map((candidate) => candidate.word);
  const [best] = await prisma.$queryRaw<{ word: string }[]>`
    SELECT word FROM product_search_words WHERE word = ANY (${closest}::text[])
    GROUP BY word ORDER BY count(*) FILTER (WHERE in_name) DESC, count(*) DESC, word LIMIT 1`;
  return best?.word;
}

/** The keyword with each word that finds nothing replaced by the closest listed word; none when no word has one. */
export async function suggestedKeyword(words: KeywordWord[]): Promise<string | undefined> {
  let changed = false;
  const suggested = await Promise.all(
    words.map(async (word) => {
      if (!SUGGESTABLE.test(word.typed) || (await isFound(word))) return word.typed;
      const closest = await closestListedWord(word.typed);
      if (closest === undefined) return word.typed;
      changed = true;
      return closest;
    }),
  );
  return changed ? suggested.join(' ') : undefined;
}
