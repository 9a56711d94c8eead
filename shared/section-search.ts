/**
 * Search over the lecture sections and the class catalogue, as the search palette and the `/search`
 * page show it: results grouped by lecture, each with its heading path, a snippet whose matched
 * words are marked, and the formula that matched. The same function runs in the browser (on the
 * lazily loaded index) and on the server (for `/search?q=` without JavaScript), so both give the
 * same results. Browser-safe.
 *
 * Ranking is Orama's BM25 with the heading boosted; words are matched as prefixes ("eigen" finds
 * eigenvalues) and ML acronyms are expanded both ways before searching ("PCA" and "principal
 * component analysis" find each other). Typos are corrected against the lectures' own words before
 * Orama sees the query, rather than with Orama's `tolerance: 1`: measured on the lectures, that
 * costs 10-20 ms a keystroke on a fast machine (the palette's budget is 16 ms on a slow phone) and
 * still misses "regresion", whose stem is two edits from "regress".
 */
import { search } from '@orama/orama';
import { expandSynonyms, mlSynonyms, normaliseQuestion } from '../content/ml-synonyms.ts';
import { editDistance } from './edit-distance.ts';
import { buildSectionIndex, isTeachingSection, stemWord, type IndexedSection, type SectionIndex } from './section-index.ts';
import { readableText, textWithoutMath } from './section-text.ts';

/** A piece of a snippet: matched pieces are shown highlighted. */
export interface SnippetPart {
  text: string;
  match: boolean;
}

/** A section that matches the query. */
export interface SectionHit {
  url: string;
  /** The headings from the lecture down to the section ("Clustering › k-means"), lecture title excluded. */
  headingPath: string[];
  snippet: SnippetPart[];
  /** The LaTeX of the formula that matched, when the match is in one. */
  formula?: string;
}

/** The matching sections of one lecture, best first. */
export interface LectureResults {
  lecture: string;
  lectureTitle: string;
  sections: SectionHit[];
}

/** A class of the catalogue whose title or topics match. */
export interface ClassHit {
  title: string;
  href: string;
}

/** Everything one query finds. */
export interface SearchResults {
  query: string;
  classes: ClassHit[];
  lectures: LectureResults[];
  /** How many sections matched, over all lectures. */
  sectionCount: number;
  /** The query holds no word of two letters or more ("k", "?"), so nothing was searched. */
  tooShort: boolean;
}

/** A class as the search knows it: what it is called, what it covers, and its page. */
export interface SearchableClass {
  title: string;
  topics: readonly string[];
  href: string;
}

/** The most sections a query returns by default, over all lectures. */
const SECTION_LIMIT = 24;
/** Orama's best sections, re-ranked for phrases in their headings before the list is cut to SECTION_LIMIT. */
const CANDIDATE_LIMIT = 48;
/** How much a heading that holds the query as a phrase multiplies a section's score. */
const HEADING_PHRASE_BONUS = 3;
/** Characters of text shown around the first match, by default. */
const SNIPPET_CHARS = 150;
/** Corrections remembered, per search; learners retype the same words. */
const CORRECTION_CACHE_LIMIT = 2_000;

/**
 * A query in the forms the search needs, worked out once a keystroke: the palette searches on every
 * keystroke, and normalising and expanding the query for each use was a tenth of a search.
 */
interface ParsedQuery {
  /** Lower case, learners' spellings mapped to the lectures'. */
  normalised: string;
  /** The normalised query with every acronym or expansion it names joined by its counterparts. */
  expanded: string;
  /** The words of the expanded query, once each. */
  terms: string[];
  /** The query as a phrase, and every form of an ML acronym it names ("knn" → "k-nn", "nearest neighbour"). */
  phrases: string[];
}

function parseQuery(query: string): ParsedQuery {
  const normalised = normaliseQuestion(query).trim();
  const expanded = expandSynonyms(normalised);
  const phrase = normalised.replace(/\s+/g, ' ');
  const words = ` ${phrase.replace(/[^a-z0-9+\- ]/g, ' ')} `;
  const phrases = phrase.length >= 3 ? [phrase] : [];
  for (const group of mlSynonyms) {
    if (group.some((form) => words.includes(` ${form} `) || words.includes(` ${form}s `))) phrases.push(...group);
  }
  return { normalised, expanded, terms: [...new Set(expanded.match(/[a-z0-9]+/g) ?? [])], phrases };
}

/** Whether `text` holds `phrase` as whole words, ignoring case. */
function containsPhrase(text: string, phrase: string): boolean {
  const at = text.toLowerCase().indexOf(phrase);
  if (at === -1) return false;
  const before = text[at - 1];
  const after = text[at + phrase.length];
  const isWordCharacter = (character: string | undefined) => character !== undefined && /[\p{L}\p{N}]/u.test(character);
  return !isWordCharacter(before) && !isWordCharacter(after);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A pattern for the words a search matched: every word that starts with a term or its stem
 * ("clusters" marks "clustering"); one-letter terms ("k" of "k-means") only as whole words.
 * ASCII word boundaries, not Unicode ones: the lectures' words are English, and a Unicode
 * lookbehind made scanning a long section several times slower (bench/search.ts).
 */
export function matchPattern(terms: readonly string[]): RegExp | null {
  const alternatives = terms.map((term) => {
    if (term.length === 1) return `${escapeRegExp(term)}\\b`;
    const stem = stemWord(term);
    const prefix = stem.length >= 3 && term.startsWith(stem) ? stem : term;
    return `${escapeRegExp(prefix)}\\w*`;
  });
  if (alternatives.length === 0) return null;
  return new RegExp(`\\b(?:${alternatives.join('|')})`, 'gi');
}

/**
 * A stretch of `text` of about `chars` characters around its first matched word, split into marked
 * and plain parts. A third of it comes before the match, so the snippet reads as a sentence rather
 * than starting on the match.
 */
export function snippetOf(text: string, pattern: RegExp | null, chars = SNIPPET_CHARS): SnippetPart[] {
  let first = -1;
  if (pattern) {
    pattern.lastIndex = 0;
    first = pattern.exec(text)?.index ?? -1;
  }
  const lead = Math.round(chars / 3);
  let start = first <= lead ? 0 : text.lastIndexOf(' ', first - lead) + 1;
  if (start < 0) start = 0;
  let end = Math.min(text.length, start + chars);
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    if (space > start) end = space;
  }
  // Small formulas are in the text in plain form between marks (shared/section-text.ts), which go;
  // larger ones are taken out, which leaves runs like "values , , and ."; tidy them for reading
  // (the words, and so the matches, are unchanged).
  const excerpt = readableText(text.slice(start, end))
    .replace(/(?:\s*[,;:]){2,}/g, ',')
    .replace(/\s+([,.;:)])/g, '$1');
  const parts: SnippetPart[] = [];
  // No-break spaces keep an ellipsis on the line of the word it stands next to.
  if (start > 0) parts.push({ text: '…\u00a0', match: false });
  let position = 0;
  if (pattern) {
    pattern.lastIndex = 0;
    for (const found of excerpt.matchAll(pattern)) {
      if (found.index > position) parts.push({ text: excerpt.slice(position, found.index), match: false });
      parts.push({ text: found[0], match: true });
      position = found.index + found[0].length;
    }
  }
  if (position < excerpt.length) parts.push({ text: excerpt.slice(position), match: false });
  if (end < text.length) parts.push({ text: '\u00a0…', match: false });
  // Join neighbouring plain parts (the leading ellipsis and the text after it).
  return parts.reduce<SnippetPart[]>((joined, part) => {
    const last = joined.at(-1);
    if (last && !last.match && !part.match) last.text += part.text;
    else joined.push({ ...part });
    return joined;
  }, []);
}

/** The first formula with a word the query matched (`\\sigma` for "sigma", `\\text{softmax}` for "softmax"). */
function formulaMatching(formulas: string, terms: readonly string[], pattern: RegExp | null): string | undefined {
  if (!pattern || !formulas) return undefined;
  // Most sections' formulas hold none of the words: a substring check rules them out cheaply.
  const lower = formulas.toLowerCase();
  if (!terms.some((term) => term.length >= 3 && lower.includes(term.slice(0, Math.max(3, term.length - 2))))) return undefined;
  for (const formula of formulas.split('\n')) {
    const words = formula.replace(/\\(?:text|operatorname|mathrm)\{([^}]*)\}/g, ' $1 ').replace(/\\([a-zA-Z]+)/g, ' $1 ');
    pattern.lastIndex = 0;
    if ([...words.matchAll(pattern)].some((found) => found[0].length >= 3)) return formula;
  }
  return undefined;
}

/** How much one search returns. */
export interface SearchOptions {
  /** The most sections, over all lectures (24 unless given). */
  limit?: number;
  /** About how many characters of text each section's snippet has (150 unless given). */
  snippetChars?: number;
}

/** A searcher over the lecture sections and the catalogue's classes. */
export interface SectionSearch {
  /** The sections (grouped by lecture, best lecture first) and classes that match `query`. */
  search(query: string, options?: SearchOptions): SearchResults;
}

/**
 * The sections that search lists: every section but the lectures' authored answers ("Questions
 * learners ask"). Their question headings repeat a lecture's topic words, so indexed they pulled
 * that lecture ahead of the one that teaches the topic ("regresion" listed Linear Regression's
 * answers before Supervised Learning's "Regression"); the tutor quotes them instead.
 */
export function searchableSections<Section extends IndexedSection>(documents: readonly Section[]): Section[] {
  return documents.filter(isTeachingSection);
}

/**
 * Builds the index and the lectures' vocabulary (for typo correction) from section documents: the
 * same documents give the same results on the server and in the browser.
 */
export async function createSectionSearch(allDocuments: readonly IndexedSection[], classes: readonly SearchableClass[]): Promise<SectionSearch> {
  const documents = searchableSections(allDocuments);
  const index: SectionIndex = await buildSectionIndex(documents);
  // The lectures' words, sorted, with how often each occurs: a term that starts no word is a typo.
  const counts = new Map<string, number>();
  for (const document of documents) {
    for (const word of `${document.heading} ${textWithoutMath(document.text)}`.toLowerCase().match(/[a-z0-9]+/g) ?? []) {
      counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  }
  const vocabulary = [...counts.keys()].sort();
  const vocabularyByInitial = new Map<string, string[]>();
  for (const word of vocabulary) vocabularyByInitial.set(word[0], [...(vocabularyByInitial.get(word[0]) ?? []), word]);
  const corrections = new Map<string, string>();

  const startsSomeWord = (term: string) => {
    let low = 0;
    let high = vocabulary.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (vocabulary[middle] < term) low = middle + 1;
      else high = middle;
    }
    return low < vocabulary.length && vocabulary[low].startsWith(term);
  };

  /** The lectures' most frequent word within one edit of the term, or of the term as a prefix; else the term. */
  const correct = (term: string): string => {
    if (term.length < 4 || startsSomeWord(term)) return term;
    const cached = corrections.get(term);
    if (cached !== undefined) return cached;
    let best = term;
    let bestCount = 0;
    // Typos are rarely in the first letter; checking only the words that share it keeps this fast.
    for (const word of vocabularyByInitial.get(term[0]) ?? []) {
      if (word.length < term.length - 1) continue;
      const count = counts.get(word)!;
      if (count <= bestCount) continue;
      const whole = editDistance(word, term, 1) <= 1;
      const prefix =
        !whole && [term.length - 1, term.length, term.length + 1].some((length) => length < word.length && editDistance(word.slice(0, length), term, 1) <= 1);
      if (whole || prefix) {
        best = word;
        bestCount = count;
      }
    }
    if (corrections.size > CORRECTION_CACHE_LIMIT) corrections.clear();
    corrections.set(term, best);
    return best;
  };

  /**
   * Classes whose title or topics hold the words the learner typed (typos corrected) or, for an
   * acronym, one of its forms as a phrase. Not the acronym's expanded words one by one: "pca"
   * would otherwise list every class with "analysis" in a topic.
   */
  const classTexts = classes.map((entry) => ({ entry, topics: entry.topics.join(' · ') }));
  const matchClasses = (query: ParsedQuery): ClassHit[] => {
    const pattern = matchPattern((query.normalised.match(/[a-z0-9]+/g) ?? []).map(correct));
    if (!pattern) return [];
    const acronymForms = query.phrases.filter((phrase) => phrase.includes(' ') && phrase !== query.normalised);
    const count = (text: string) => {
      let found = 0;
      for (const match of text.matchAll(pattern)) if (match[0].length >= 3) found++;
      for (const form of acronymForms) if (containsPhrase(text, form)) found++;
      return found;
    };
    return classTexts
      .map(({ entry, topics }) => ({ entry, score: 2 * count(entry.title) + count(topics) }))
      .filter(({ score }) => score > 0)
      .sort((a, b) => b.score - a.score)
      .slice(0, 3)
      .map(({ entry }) => ({ title: entry.title, href: entry.href }));
  };

  return {
    search(query, { limit = SECTION_LIMIT, snippetChars = SNIPPET_CHARS } = {}) {
      const trimmed = query.trim().slice(0, 200);
      const parsed = parseQuery(trimmed);
      const terms = parsed.terms.map(correct);
      // Short pieces of compounds ("k" of "k-means", "nn" of "k-nn") match many words as prefixes:
      // they join a query that has a longer word, and stand alone only when typed alone.
      const longTerms = terms.filter((term) => term.length > 2);
      const compound = /\b[a-z0-9]{1,2}-/.test(parsed.expanded);
      const searchTerms = compound ? terms : longTerms.length > 0 ? longTerms : terms.filter((term) => term.length > 1);
      if (searchTerms.length === 0) return { query: trimmed, classes: [], lectures: [], sectionCount: 0, tooShort: true };
      // The first letters of a word ("re", "sof") are a prefix of hundreds of the lectures' words;
      // scoring every section's text for them took the longest keystrokes past the budget, and the
      // headings are what a learner who has typed two letters is after.
      const justStarted = searchTerms.every((term) => term.length <= 3) && !/\s/.test(parsed.expanded);
      const found = search(index, {
        term: searchTerms.join(' '),
        properties: justStarted ? ['heading', 'title'] : ['heading', 'title', 'text', 'formulas'],
        // A heading says what its section is about; the heading path (title) says where.
        boost: { heading: 3, title: 1.5 },
        limit: CANDIDATE_LIMIT,
      }) as { hits: { document: IndexedSection; score: number }[] };
      // Orama scores words one by one, so "k-NN" is "k" (a prefix of every k-word) and "nn": a
      // heading that names the query, or one of its acronym's forms, as a phrase comes first.
      const { phrases } = parsed;
      const hits = found.hits
        .map((hit) => ({
          document: hit.document,
          score: phrases.some((phrase) => containsPhrase(hit.document.heading, phrase)) ? hit.score * HEADING_PHRASE_BONUS : hit.score,
        }))
        .sort((a, b) => b.score - a.score)
        .slice(0, limit);
      const pattern = matchPattern(terms);
      const lectures = new Map<string, LectureResults>();
      for (const { document } of hits) {
        let group = lectures.get(document.lecture);
        if (!group) {
          group = { lecture: document.lecture, lectureTitle: document.lectureTitle, sections: [] };
          lectures.set(document.lecture, group);
        }
        const headingPath = document.title.split(' › ').slice(1);
        group.sections.push({
          url: document.url,
          headingPath: headingPath.length > 0 ? headingPath : [document.heading],
          snippet: snippetOf(document.text, pattern, snippetChars),
          formula: formulaMatching(document.formulas, terms, pattern),
        });
      }
      return { query: trimmed, classes: matchClasses(parsed), lectures: [...lectures.values()], sectionCount: hits.length, tooShort: false };
    },
  };
}
