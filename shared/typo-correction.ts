/**
 * One typo corrector for both engines, the tutor's ranking and the search palette: a word the
 * lectures do not use is replaced by the lectures' word closest to it, so "regresion" finds
 * regression in both. Browser-safe.
 *
 * The rules, measured on bench:tutor and the search tests (docs/decisions/009-tutor-bm25f-ranker.md):
 * - short words stay as typed (SHORTEST_CORRECTED), but for a four-letter one with two
 *   neighbouring letters swapped ("szie");
 * - one edit (a swap of neighbouring letters is one: "rigde"), two from TWO_EDITS_FROM letters on;
 * - the first letter must match: typos rarely hit it, and "great" must not become "treat";
 * - the closest word wins, and among equally close ones the most frequent.
 * The search palette matches words as prefixes, so it corrects in `prefix` mode: a word that starts
 * a lecture word is not a typo, and a lecture word whose start is close to it is a candidate
 * ("regresio" for "regression").
 */
import { editDistance } from './edit-distance.ts';
import { textWithoutMath } from './section-text.ts';
import { simpleWordsOf, wordsOf } from './words.ts';

/**
 * Words shorter than this stay as typed. A whole word of four letters that the lectures lack is more
 * often a real word than a typo ("cake", "team", "lots" became "case", "term", "loss", and the tutor
 * took questions it cannot answer for covered ones); four letters that start no lecture word are a
 * typo ("lsso", "rdge"), since every start of a lecture word is kept.
 */
export const SHORTEST_CORRECTED = { word: 5, prefix: 4 } as const;
/** From this length a word may be two edits from the lecture word it means; below it, one. */
export const TWO_EDITS_FROM = 8;
/** Corrections remembered; learners retype the same words, and the palette sees each word at every keystroke. */
const CACHE_LIMIT = 2_000;
const editOptions = { transpositions: true };

/** How a word is corrected. */
export interface CorrectionOptions {
  /** The word may be the start of a longer one (the palette matches prefixes): one that starts a lecture word is kept. */
  prefix?: boolean;
}

/** A typo corrector over the lectures' words. */
export interface TypoCorrector {
  /** The word, or the lectures' word it is most likely a typo of; a compound is corrected part by part. */
  correct(word: string, options?: CorrectionOptions): string;
  /** The lectures' words that start with `prefix`, in alphabetical order. */
  wordsStartingWith(prefix: string): string[];
}

/**
 * Each word of the sections' headings and text (formulas' plain forms left out), with how often it
 * occurs. Headings, not heading paths: a path repeats its lecture's title in every section, and
 * "clustering" outnumbered "clustered" and "clusters" as the correction of "clusterd" and "clustesr".
 */
export function lectureWordCounts(sections: Iterable<{ heading: string; text: string }>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const section of sections) {
    const text = `${section.heading} ${textWithoutMath(section.text)}`;
    for (const word of simpleWordsOf(text)) if (word) counts.set(word, (counts.get(word) ?? 0) + 1);
    // A compound also as one word ("trade-off" as "tradeoff"), since learners write it so, and a
    // typo of it ("tradeof") is one edit from that, not from either part.
    for (const word of wordsOf(text)) {
      const joined = word.replace(/[-_]|\+\+$/g, '');
      if (joined !== word && joined.length >= 5) counts.set(joined, (counts.get(joined) ?? 0) + 1);
    }
  }
  return counts;
}

/**
 * A corrector over `wordCounts` (lectureWordCounts). `isKnown` names further words that are not
 * typos: an engine's stop words, or words it knows by their stem.
 */
export function createTypoCorrector(wordCounts: ReadonlyMap<string, number>, isKnown: (word: string) => boolean = () => false): TypoCorrector {
  const vocabulary = [...wordCounts.keys()].sort();
  const byInitial = new Map<string, string[]>();
  for (const word of vocabulary) {
    const list = byInitial.get(word[0]);
    if (list) list.push(word);
    else byInitial.set(word[0], [word]);
  }
  const corrections = new Map<string, string>();

  /** Where the first word that is `term` or comes after it is, in `vocabulary`. */
  const indexOf = (term: string) => {
    let low = 0;
    let high = vocabulary.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (vocabulary[middle] < term) low = middle + 1;
      else high = middle;
    }
    return low;
  };
  const startsSomeWord = (term: string) => vocabulary[indexOf(term)]?.startsWith(term) ?? false;

  /**
   * A short word the lectures lack that is one of theirs with two neighbouring letters swapped,
   * the first letter kept ("szie" for size, "lsot" for lost): a slip of the fingers, where a real
   * word of four letters is rarely another's anagram of that kind. The most frequent such word, or
   * undefined.
   */
  function swappedShortWord(word: string): string | undefined {
    let best: string | undefined;
    for (let i = 1; i + 1 < word.length; i++) {
      const swapped = word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
      if (swapped !== word && wordCounts.has(swapped) && (!best || wordCounts.get(swapped)! > wordCounts.get(best)!)) best = swapped;
    }
    return best;
  }

  function correctWord(word: string, prefix: boolean): string {
    if (!prefix && word.length === SHORTEST_CORRECTED.word - 1 && !/\d/.test(word) && !wordCounts.has(word) && !isKnown(word))
      return swappedShortWord(word) ?? word;
    if (
      word.length < SHORTEST_CORRECTED[prefix ? 'prefix' : 'word'] ||
      /\d/.test(word) ||
      wordCounts.has(word) ||
      (prefix && startsSomeWord(word)) ||
      isKnown(word)
    )
      return word;
    const limit = word.length >= TWO_EDITS_FROM ? 2 : 1;
    let best = word;
    let bestDistance = limit + 1;
    let bestCount = 0;
    for (const candidate of byInitial.get(word[0]) ?? []) {
      if (candidate.length < word.length - limit || (!prefix && candidate.length > word.length + limit)) continue;
      const count = wordCounts.get(candidate)!;
      // An unknown word is at least one edit from every candidate: a rarer one cannot beat the best at one edit.
      if (bestDistance === 1 && count <= bestCount) continue;
      let distance = editDistance(candidate, word, Math.min(limit, bestDistance), editOptions);
      // The learner may still be typing: the candidate's start is compared as well.
      for (let length = word.length - limit; prefix && distance > 1 && length <= word.length + limit && length < candidate.length; length++) {
        distance = Math.min(distance, editDistance(candidate.slice(0, length), word, Math.min(limit, bestDistance), editOptions));
      }
      if (distance < bestDistance || (distance === bestDistance && count > bestCount)) {
        best = candidate;
        bestDistance = distance;
        bestCount = count;
      }
    }
    return bestDistance <= limit ? best : word;
  }

  return {
    correct(word, { prefix = false } = {}) {
      const key = `${prefix ? 'prefix' : 'word'} ${word}`;
      let corrected = corrections.get(key);
      if (corrected === undefined) {
        corrected = word
          .split(/([-_])/)
          .map((part) => (part === '-' || part === '_' ? part : correctWord(part, prefix)))
          .join('');
        if (corrections.size >= CACHE_LIMIT) corrections.clear();
        corrections.set(key, corrected);
      }
      return corrected;
    },
    wordsStartingWith(prefix) {
      const words: string[] = [];
      for (let index = indexOf(prefix); vocabulary[index]?.startsWith(prefix); index++) words.push(vocabulary[index]);
      return words;
    },
  };
}
