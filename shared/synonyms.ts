/**
 * The synonym list (`mlSynonyms`, content/ml-synonyms.ts) read once into words, for the two places
 * that match it: the search palette's acronyms (shared/section-search.ts, through `synonymsAt`) and
 * the analysis chain's synonym tokens (shared/text-analysis.ts), which the tutor's retrieval, unit
 * matching and paragraph choice all read. Each form is read into words by the shared tokenizer, and
 * a form stands in a text where its words stand in a row, the last one possibly plural. Browser-safe.
 */
import { mlSynonyms } from '../content/ml-synonyms.ts';
import { wordsOf } from './words.ts';

/** An acronym and the words it stands for. */
export interface SynonymGroup {
  /** The forms as the list writes them, the acronym first ("svm", "support vector machine"). */
  forms: readonly string[];
  /** Each form's words (`wordsOf`): "k-nn" is one word, "nearest neighbour" two. */
  formWords: readonly (readonly string[])[];
}

/** Every group of the list, in its order. */
export const synonymGroups: readonly SynonymGroup[] = mlSynonyms.map((forms) => ({ forms, formWords: forms.map(wordsOf) }));

/** A form of a group that stands in a text. */
export interface SynonymMatch {
  group: SynonymGroup;
  /** The form's place in `group.forms`. */
  form: number;
  /** How many of the text's words it takes. */
  length: number;
}

/** Each form by its first word (and, for a one-word form, that word's plural), longest first. */
const formsByFirstWord = new Map<string, SynonymMatch[]>();
for (const group of synonymGroups) {
  for (const [form, words] of group.formWords.entries()) {
    const entry = { group, form, length: words.length };
    for (const first of words.length > 1 ? [words[0]] : [words[0], `${words[0]}s`]) {
      formsByFirstWord.set(
        first,
        [...(formsByFirstWord.get(first) ?? []), entry].sort((a, b) => b.length - a.length),
      );
    }
  }
}

/**
 * The forms that start at `words[start]`, longest first: each of a form's words as written, its
 * last one also with an "s". `words` are a text's words as its reader splits them.
 */
export function synonymsAt(words: readonly string[], start: number): SynonymMatch[] {
  return (formsByFirstWord.get(words[start]) ?? []).filter(({ group, form, length }) =>
    group.formWords[form].every((word, index) => words[start + index] === word || (index === length - 1 && words[start + index] === `${word}s`)),
  );
}
