/**
 * How the tutor and the search read words: one tokenizer and one stemmer for both engines, and for
 * the typo corrector they share, so a word one of them knows is a word the other knows. The stemmer
 * is the one the search palette's Orama index uses (shared/section-index.ts), so the tutor's stems
 * are the index's. Browser-safe.
 */
import { tokenizer as oramaTokenizer } from '@orama/orama/components';
import { normaliseQuestion } from '../content/ml-synonyms.ts';

/** Orama's English (Porter) stemmer. */
const porterStem: (word: string) => string = oramaTokenizer.createTokenizer({ stemming: true }).stemmer ?? ((word) => word);

/**
 * Stems that Porter's rules split off from their word family, mapped to the family's: "embed" loses
 * "-ed" as if it were a past tense ("emb") while "embedding" keeps "embed", so "how does t-SNE embed
 * points" missed the section on embeddings; "bias" loses its "s" as if it were a plural ("bia")
 * while "biased" and "biases" keep "bias".
 */
const familyStems = new Map([
  ['emb', 'embed'],
  ['bia', 'bias'],
]);

/** The English stemmer of the section index, for code that matches words the way the index does. */
export const stemWord = (word: string): string => {
  const stem = porterStem(word);
  return familyStems.get(stem) ?? stem;
};

/** How Orama splits and stems words for the section index: the stemmer above, and no stop words dropped. */
export const tokenizerOptions = { stemming: true, stemmer: stemWord, stopWords: false } as const;

/** Greek letters as learners type them ("lambda"), so a heading's "λ" meets a question's "lambda". */
const greekNames: Record<string, string> = {
  α: 'alpha',
  β: 'beta',
  γ: 'gamma',
  δ: 'delta',
  ε: 'epsilon',
  ζ: 'zeta',
  η: 'eta',
  θ: 'theta',
  κ: 'kappa',
  λ: 'lambda',
  μ: 'mu',
  ν: 'nu',
  ξ: 'xi',
  π: 'pi',
  ρ: 'rho',
  σ: 'sigma',
  τ: 'tau',
  φ: 'phi',
  χ: 'chi',
  ψ: 'psi',
  ω: 'omega',
};
const greekLetter = new RegExp(`[${Object.keys(greekNames).join('')}]`, 'g');

/**
 * The words of a text as written: lower case, the lectures' spelling (British), Greek letters named,
 * dotted abbreviations as one word ("i.i.d." is "iid"), hyphenated compounds and code names kept
 * whole ("k-means", "k-means++", "fit_transform").
 */
export function wordsOf(text: string): string[] {
  return (
    normaliseQuestion(text)
      .replace(greekLetter, (letter) => ` ${greekNames[letter]} `)
      .replace(/\b(?:[a-z]\.){2,}/g, (dotted) => dotted.replaceAll('.', ''))
      .replace(/'s\b/g, '')
      .replace(/'/g, '')
      .match(/[a-z0-9]+(?:[-_][a-z0-9]+)*(?:\+\+)?/g) ?? []
  );
}

/** The simple words of a text: `wordsOf` with each compound split into its parts ("k-means++" is "k", "means"). */
export function simpleWordsOf(text: string): string[] {
  return wordsOf(text).flatMap((word) => word.replace(/\+\+$/, '').split(/[-_]/));
}
