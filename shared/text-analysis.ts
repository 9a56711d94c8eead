/**
 * The analysis chain the tutor reads text with, in one place: a text's words (shared/words.ts: lower
 * case, the lectures' spelling, compounds kept), each word's stem (the search index's stemmer, with
 * its family-stem fix), its kind (a function word, a word that shapes the request, a word every
 * lecture uses, a topic word), and the acronyms it names as one synonym token, so "SVM" and "support
 * vector machine" meet. The word lists are data in content/tutor-words.ts; the retriever, the unit
 * matcher and the composer all read words through this module. Browser-safe.
 */
import { codeWordList, genericWordList, intentWordList, namedSymbolList, questionWordList, stopWordList } from '../content/tutor-words.ts';
import { synonymGroups as listedSynonyms } from './synonyms.ts';
import { stemWord, wordsOf } from './words.ts';

export { wordsOf };

/** Function words: removed from questions and sections alike. */
export const stopWords: ReadonlySet<string> = new Set(stopWordList);
/** Words that shape a question but name no topic ("explain", "difference", "intuitively"). */
export const questionWords: ReadonlySet<string> = new Set(questionWordList);
/**
 * Words every lecture uses ("model", "data") and the words that say a question is about code
 * ("sklearn", "python"): a topic only in a question that has no other.
 */
export const genericWords: ReadonlySet<string> = new Set([...genericWordList, ...codeWordList]);
/** Words that say what kind of answer is wanted ("choose", "fail", "why"), not what it is about. */
export const intentWords: ReadonlySet<string> = new Set(intentWordList);
/** Greek letters and functions that learners spell out ("sigma", "y hat"). */
export const namedSymbols: ReadonlySet<string> = new Set(namedSymbolList);

/** What a word is to the tutor. */
export type WordKind = 'stop' | 'question' | 'intent' | 'generic' | 'topic';

/** The kind of a word as `wordsOf` writes it. */
export function wordKind(word: string): WordKind {
  if (stopWords.has(word)) return 'stop';
  if (questionWords.has(word)) return 'question';
  if (intentWords.has(word)) return 'intent';
  if (genericWords.has(word)) return 'generic';
  return 'topic';
}

/** A word of a text with its normal form and stem. */
export interface AnalysedToken {
  /** The word as `wordsOf` writes it: lower case, British spelling, compounds whole ("k-means"). */
  word: string;
  /** Its stem, a compound's parts joined ("kmean"). */
  stem: string;
  kind: WordKind;
}

/** A text's words with their stems and kinds, in reading order. */
export function tokensOf(text: string): AnalysedToken[] {
  return wordsOf(text).map((word) => ({ word, stem: stem(word.replace(/[-_]/g, '').replace(/\+\+$/, '')), kind: wordKind(word) }));
}

/** Stems seen so far: the lectures repeat their words, and learners theirs. Bounded, since questions are unbounded. */
const stems = new Map<string, string>();
/** A word's stem (cached). */
export function stem(word: string): string {
  let stemmed = stems.get(word);
  if (stemmed === undefined) {
    if (stems.size > 50_000) stems.clear();
    stemmed = stemWord(word);
    stems.set(word, stemmed);
  }
  return stemmed;
}

/** Stems words, splitting compounds into their parts; `wholeWords` collects each word's stem as one piece. Function words are dropped. */
export function stemWords(words: string[], wholeWords: string[] = []): string[] {
  const sequence: string[] = [];
  for (const word of words) {
    if (stopWords.has(word)) continue;
    const plusPlus = word.endsWith('++') ? '++' : '';
    const parts = word.slice(0, word.length - plusPlus.length).split(/[-_]/);
    const whole = stem(parts.join('')) + plusPlus;
    wholeWords.push(whole);
    if (parts.length === 1) sequence.push(whole);
    else for (const part of parts) if (part && !stopWords.has(part)) sequence.push(stem(part));
  }
  return sequence;
}

/** Whether `phrase` stands in `sequence` at `at`. */
export function startsWithAt(sequence: readonly string[], phrase: readonly string[], at: number): boolean {
  if (at + phrase.length > sequence.length) return false;
  for (let j = 0; j < phrase.length; j++) if (sequence[at + j] !== phrase[j]) return false;
  return true;
}

/** How often a phrase occurs in a sequence; its words go into `covered`. */
export function countPhrase(sequence: readonly string[], phrase: readonly string[], covered: Set<string>): number {
  let count = 0;
  for (let i = 0; i + phrase.length <= sequence.length; i++) {
    if (!startsWithAt(sequence, phrase, i)) continue;
    count++;
    for (const word of phrase) covered.add(word);
  }
  return count;
}

/** An acronym and its expansions, recognised in a text and replaced by one shared token. */
export interface SynonymTokenGroup {
  token: string;
  /** Forms that are one word (acronyms, compounds), as stems. */
  words: Set<string>;
  /** Forms of several words, as stem sequences. */
  phrases: string[][];
}

/** The synonym list as tokens: each acronym and its expansions, as stems. */
export const synonymTokenGroups: SynonymTokenGroup[] = listedSynonyms.map(({ forms, formWords }) => {
  const group: SynonymTokenGroup = { token: `~${forms[0].replace(/[^a-z0-9]/g, '')}`, words: new Set(), phrases: [] };
  for (const words of formWords) {
    const wholeWords: string[] = [];
    const sequence = stemWords([...words], wholeWords);
    if (wholeWords.length === 1) group.words.add(wholeWords[0]);
    else group.phrases.push(sequence);
  }
  return group;
});

/** A text reduced to what the tutor compares. */
export interface AnalysedText {
  /** Stems in reading order, compounds split into their parts, stop words removed. */
  sequence: string[];
  /** Every term with its count: the sequence, whole compounds ("kmean") and synonym tokens ("~svm") in place of acronyms. */
  counts: Map<string, number>;
  /** Synonym tokens found only through an expansion, whose own words already count. */
  expandedTokens: Set<string>;
  /** Stems that are part of a spelled-out acronym ("principal", "component", "analysis"). */
  spelledOutStems: Set<string>;
}

/** A text's words reduced to stems, whole compounds and synonym tokens, with counts. */
export function analyse(words: string[]): AnalysedText {
  const wholeWords: string[] = [];
  const sequence = stemWords(words, wholeWords);
  const counts = new Map<string, number>();
  for (const term of sequence) counts.set(term, (counts.get(term) ?? 0) + 1);
  // A compound counts once more as a whole ("k-means" is also "kmean"), so "kmeans" finds it.
  for (const whole of wholeWords) if (!counts.has(whole)) counts.set(whole, 1);
  const expandedTokens = new Set<string>();
  const spelledOutStems = new Set<string>();
  for (const group of synonymTokenGroups) {
    const named = wholeWords.filter((word) => group.words.has(word)).length;
    const spelledOut = group.phrases.reduce((sum, phrase) => sum + countPhrase(sequence, phrase, spelledOutStems), 0);
    if (named + spelledOut === 0) continue;
    counts.set(group.token, named + spelledOut);
    if (named === 0) expandedTokens.add(group.token);
    // A named acronym is its token: counting "pca" as well would weigh it twice.
    for (const word of group.words) counts.delete(word);
  }
  return { sequence, counts, expandedTokens, spelledOutStems };
}
