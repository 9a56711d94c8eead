/**
 * The synonym list (`mlSynonyms`, content/ml-synonyms.ts) read once, for the three places that
 * match it: the search palette's acronyms (shared/section-search.ts), the tutor's synonym tokens
 * (server/tutor/retrieve.ts) and the expansion of the question's words by which the tutor picks
 * the sentences it quotes (server/tutor/compose.ts). Each form is read into words by the shared tokenizer, and a form
 * stands in a text where its words stand in a row, the last one possibly plural. Browser-safe.
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

/**
 * The text with every acronym or expansion it mentions joined by its counterparts (the forms it
 * does not already hold as written), so the words of either count as the question's.
 */
export function expandSynonyms(text: string): string {
  // Split at every character that is not part of a word, so that two words separated by anything
  // but one space do not read as one form.
  const words = text.replace(/[^a-z0-9+\- ]/g, ' ').split(' ');
  const named = new Map<SynonymGroup, Set<number>>();
  for (let start = 0; start < words.length; start++) {
    for (const { group, form, length } of synonymsAt(words, start)) {
      const written = named.get(group) ?? new Set<number>();
      // A form in the plural names the group, but is not the form as the list writes it.
      if (words[start + length - 1] === group.formWords[form][length - 1]) written.add(form);
      named.set(group, written);
    }
  }
  const additions = synonymGroups.flatMap((group) => {
    const written = named.get(group);
    return written ? group.forms.filter((_form, index) => !written.has(index)) : [];
  });
  return additions.length > 0 ? `${text} ${additions.join(' ')}` : text;
}
