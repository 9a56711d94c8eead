/**
 * Search over the lecture sections and the class catalogue, as the search palette and the `/search`
 * page show it: results grouped by lecture, each with its heading path, a snippet whose matched
 * words are marked, and the formula that matched. The same function runs in the browser (on the
 * lazily loaded index) and on the server (for `/search?q=` without JavaScript), so both give the
 * same results. Browser-safe.
 *
 * A section matches when it holds every word of the query (as the start of a word: "eigen" finds
 * eigenvalues), every compound as written ("k-means++"), and every ML acronym in one of its forms
 * ("PCA" or "principal component analysis"). Sections whose heading is the query come first, then
 * those whose heading holds it, then those whose heading path names every part of it, each by
 * Orama's BM25 with the heading boosted. Typos are corrected against the lectures' own words before
 * Orama sees the query, rather than with Orama's `tolerance: 1`: measured on the lectures, that
 * costs 10-20 ms a keystroke on a fast machine (the palette's budget is 16 ms) and still misses
 * "regresion", whose stem is two edits from "regress".
 */
import { search } from '@orama/orama';
import { normaliseQuestion } from '../content/ml-synonyms.ts';
import { plainMath } from '../content/pipeline/plain-math.ts';
import { buildSectionIndex, isGlossaryDocument, isTeachingSection, type IndexedSection, type SectionIndex } from './section-index.ts';
import { readableText } from './section-text.ts';
import { synonymsAt } from './synonyms.ts';
import { createTypoCorrector, lectureWordCounts } from './typo-correction.ts';
import { stemWord } from './words.ts';

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
  /** The plain reading of the formula that matched ("σ(z) = 1/(1 + e^(-z))"), when the match is in one: never its LaTeX. */
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
  /** The classes whose title or a topic holds the query, best first. */
  classes: ClassHit[];
  /**
   * How many of `lectures` are listed before `classes`: those with a section that matches the query
   * at least as well as the best class does (0: the classes come first).
   */
  classesAfter: number;
  /** The best sections (as many as asked for), grouped by lecture, best lecture first. */
  lectures: LectureResults[];
  /** How many sections match, over all lectures: all of them, not only those listed. */
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

/** The most sections a query returns by default, over all lectures and the glossary. */
const SECTION_LIMIT = 24;
/** Characters of text shown around the first match, by default. */
const SNIPPET_CHARS = 150;
/** The most ways a query is spelled out for comparing with headings (each acronym in each of its forms). */
const VARIANT_LIMIT = 16;
/** Words that join a query's words ("the kernel trick", "what is pca"): a section need not hold them. */
const CONNECTING_WORDS = new Set(['a', 'an', 'the', 'of', 'and', 'or', 'in', 'on', 'for', 'to', 'is', 'are', 'what', 'how', 'why', 'does', 'do', 'with', 'vs']);
/**
 * Words that say what kind of thing the learner wants rather than name it ("adam optimizer", "pca
 * algorithm"): the lectures' sections rarely repeat them, so a section need not hold them.
 */
const DESCRIBING_WORDS = new Set([
  'algorithm',
  'approach',
  'definition',
  'equation',
  'example',
  'explained',
  'explanation',
  'formula',
  'intuition',
  'meaning',
  'method',
  'model',
  'optimiser',
  'technique',
]);
/** Words a heading or topic may open with without changing what it names ("The kernel trick"). */
const ARTICLES = new Set(['a', 'an', 'the']);

/**
 * How well a heading, a class title or a topic matches the query, best last. A section's heading and
 * a class's topic that are the query tie, and the section wins ties ("k-means++" is the Clustering
 * class's topic and a section's heading: the section is what the learner is after); a class whose
 * title is the query comes before any section ("clustering").
 */
const Match = {
  /** Every part of the query is in the section's heading path (lecture title included). */
  path: 1,
  /** The heading holds the query's words in a row ("The k-NN algorithm" for "knn"). */
  within: 2,
  /** The heading is the query, up to plurals, articles, hyphens and corrected typos. */
  same: 3,
  /** A class's title is the query. */
  classTitle: 3.5,
  /**
   * A glossary entry whose term is the query: after the lecture sections whose heading is or holds
   * it (the lecture teaches it; "svm" opens the SVM lecture), before those that match otherwise.
   * An entry whose term only holds the query ("eigengap heuristic" for "eigen") comes after every
   * lecture section that matches.
   */
  glossaryTerm: 1.5,
} as const;

/** A word of a heading, topic or query, as written and stemmed; a run of "+" ("k-means++") is a word too. */
interface KeyWord {
  raw: string;
  stem: string;
}

/** The words of a heading, topic or query, with an opening article left out. */
function keyWordsOf(text: string): KeyWord[] {
  const words = (normaliseQuestion(text).match(/[a-z0-9]+|\++/g) ?? []).map((raw) => ({ raw, stem: raw.startsWith('+') ? raw : stemWord(raw) }));
  while (words.length > 1 && ARTICLES.has(words[0].raw)) words.shift();
  return words;
}

/** The stems run together: "k-NN", "kNN" and "knn" are all "knn"; "k-means++" is "kmean++". */
const joinedStems = (words: readonly KeyWord[]) => words.map((word) => word.stem).join('');

/** Whether a text's word is the query's word: the same stem or spelling or, `prefix`, the start of it. */
function sameWord(word: KeyWord, queryWord: KeyWord, prefix: boolean): boolean {
  return word.stem === queryWord.stem || word.raw === queryWord.raw || (prefix && queryWord.raw.length >= 2 && word.raw.startsWith(queryWord.raw));
}

/**
 * Whether `text` holds the words of `query` in a row, by stem; with `open`, the query's last word
 * may be the start of one of the text's words (the learner is still typing it). Every heading is
 * checked on every keystroke, so this is written as plain loops.
 */
function holdsWords(text: readonly KeyWord[], query: readonly KeyWord[], open: boolean): boolean {
  const last = query.length - 1;
  for (let start = 0; start + query.length <= text.length; start++) {
    let index = 0;
    while (index <= last && sameWord(text[start + index], query[index], open && index === last)) index++;
    if (index > last) return true;
  }
  return false;
}

/** A heading, title or topic, worked out once for comparing with queries. */
interface KeyText {
  words: KeyWord[];
  joined: string;
  /** Its words' stems and spellings, to rule out quickly a text that does not hold a query's first word. */
  known?: Set<string>;
}

function keyTextOf(text: string): KeyText {
  const words = keyWordsOf(text);
  return { words, joined: joinedStems(words), known: new Set(words.flatMap((word) => [word.stem, word.raw])) };
}

/** How well `text` matches one of the query's spellings: Match.same, Match.within, or 0. */
function textMatch(text: KeyText, variants: readonly KeyText[], open: boolean): number {
  let match = 0;
  for (const variant of variants) {
    const [first] = variant.words;
    if (!first) continue;
    if (variant.joined === text.joined) return Match.same;
    if (match > 0) continue;
    // Most texts do not hold the query's first word at all (unless it is the start of one of theirs).
    if (text.known && !text.known.has(first.stem) && !text.known.has(first.raw) && !(open && variant.words.length === 1)) continue;
    if (holdsWords(text.words, variant.words, open)) match = Match.within;
  }
  return match;
}

/**
 * One thing a query asks for: a word, a compound ("k-means++") or an ML acronym in any of its forms.
 * A section matches the query when it holds every required unit.
 */
interface QueryUnit {
  /**
   * What Orama searches for the unit, typos corrected: a word, a compound (Orama keeps "k-means" as
   * one word), or an acronym's forms.
   */
  terms: string;
  /** A text that holds the unit: a word starting with it, or the phrase ("k-means++", "support vector machines"). */
  pattern: RegExp;
  /** Orama matches words, so its matches are checked against `pattern` (a compound's "++", an acronym's forms as phrases). */
  phrase: boolean;
  /**
   * The word describes what the learner wants rather than naming it ("optimizer" of "adam optimizer",
   * "algorithm"), or joins the others ("the"): a section that holds it scores more, but one that
   * does not still matches.
   */
  optional: boolean;
  /** The length of the unit's longest word. */
  longestWord: number;
}

/**
 * What one piece of a query (a word, a compound, an acronym's form) contributes to it: worked out
 * once and remembered, since each keystroke repeats the pieces before the one being typed.
 */
interface QueryPiece {
  /** The unit to match; none for a word of one letter or a connecting word typed in full. */
  unit?: QueryUnit;
  /** The piece's spellings (one, or an acronym's forms), for comparing with headings. */
  forms: KeyWord[][];
  /** Whether a heading must hold the piece to be the query ("adam optimizer" is also "adam"). */
  required: boolean;
  /** Its words, for marking snippets. */
  words: string[];
}

/** A query in the forms the search needs, worked out once a keystroke. */
interface ParsedQuery {
  /** The units a section must hold. */
  required: QueryUnit[];
  /** The units that add to a section's score when it holds them. */
  optional: QueryUnit[];
  /** Every word the query searches, acronyms' forms included, for marking snippets. */
  terms: string[];
  /**
   * The query, each acronym in each of its forms, with and without the words a heading need not
   * hold, for comparing with headings, titles and topics.
   */
  variants: KeyText[];
  /** The query ends inside a word, which the learner may still be typing. */
  open: boolean;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A pattern for a phrase as the lectures may write it: its words joined by spaces, hyphens or
 * nothing ("k-means", "k means", "kmeans"), its last word plural or, `open`, the start of a word.
 */
function phrasePattern(phrase: string, open: boolean): string {
  const words = phrase.match(/[a-z0-9]+/g) ?? [];
  const plus = /\++$/.exec(phrase)?.[0];
  const ending = plus ? `(?:e?s)?${escapeRegExp(plus)}` : open ? '\\w*' : '(?:e?s)?\\b';
  return `\\b${words.map(escapeRegExp).join('[\\s-]*')}${ending}`;
}

/**
 * Every way of spelling out the query from its pieces' forms, up to VARIANT_LIMIT, and the same with
 * the required pieces only.
 */
function variantsOf(pieces: readonly QueryPiece[]): KeyText[] {
  const spellings = (selected: readonly QueryPiece[]) => {
    let variants: KeyWord[][] = [[]];
    for (const { forms } of selected) {
      const longer: KeyWord[][] = [];
      for (const variant of variants) for (const form of forms) if (longer.length < VARIANT_LIMIT) longer.push(variant.concat(form));
      variants = longer;
    }
    return variants;
  };
  const required = pieces.filter((piece) => piece.required);
  const all = spellings(pieces);
  if (required.length < pieces.length && required.length > 0) all.push(...spellings(required));
  return all.map((words) => {
    let start = 0;
    while (start < words.length - 1 && ARTICLES.has(words[start].raw)) start++;
    const kept = start > 0 ? words.slice(start) : words;
    return { words: kept, joined: joinedStems(kept) };
  });
}

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
  // Formulas are in the text as their plain readings between marks (shared/section-text.ts), which
  // go. A formula with no reading would be left out, leaving runs like "values , , and ."; tidy
  // them for reading, should one ever ship (the words, and so the matches, are unchanged).
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

/** A matched formula as a learner reads it; none when it has no plain reading (its LaTeX is not for reading). */
function plainFormula(tex: string | undefined): string | undefined {
  return tex === undefined ? undefined : (plainMath(tex) ?? undefined);
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
 * Values worked out for one keystroke's query, kept for the next keystroke only: each keystroke
 * repeats the query's pieces before the one being typed ("support vector mac"). Only the last
 * keystroke's are kept, so a query typed again later is worked out afresh, as a benchmark that
 * types the same queries in rounds measures it.
 */
function createKeystrokeMemo<Value>() {
  let previous = new Map<string, Value>();
  let current = new Map<string, Value>();
  return {
    /** Starts a keystroke: what the last one worked out is kept for this one, and older values go. */
    next() {
      previous = current;
      current = new Map();
    },
    /** The value for `key`, from this keystroke or the last, or else made now. */
    get(key: string, create: () => Value): Value {
      const value = current.get(key) ?? previous.get(key) ?? create();
      current.set(key, value);
      return value;
    },
  };
}

/**
 * Builds the index and the lectures' vocabulary (for typo correction) from section documents: the
 * same documents give the same results on the server and in the browser.
 */
export async function createSectionSearch(allDocuments: readonly IndexedSection[], classes: readonly SearchableClass[]): Promise<SectionSearch> {
  const documents = searchableSections(allDocuments);
  const index: SectionIndex = await buildSectionIndex(documents);
  // Typos are corrected against the lectures' words, as the tutor corrects them; a word that starts one is not a typo.
  const typos = createTypoCorrector(lectureWordCounts(documents));
  const correct = (term: string) => typos.correct(term, { prefix: true });
  // Headings and heading paths, compared with every query.
  const headings = new Map(documents.map((document) => [document.id, keyTextOf(document.heading)]));
  const depths = new Map(documents.map((document) => [document.id, document.title.split(' › ').length]));
  const classTexts = classes.map((entry) => ({ entry, title: keyTextOf(entry.title), topics: entry.topics.map(keyTextOf) }));

  /**
   * The stems Orama indexed for the lectures' words that start with `prefix`, when `prefix` (as
   * Orama stems it) does not start them all: "regressio" starts "regression", indexed as "regress".
   * Undefined when it does, as for most words being typed ("regr", "eigenvalu").
   */
  const stemsStartedBy = (prefix: string): string[] | undefined => {
    const typedStem = stemWord(prefix);
    const stems = new Set<string>();
    for (const word of typos.wordsStartingWith(prefix)) stems.add(stemWord(word));
    if ([...stems].every((stem) => stem.startsWith(typedStem))) return undefined;
    // Orama matches stems as prefixes: "regress" covers "regressions" too.
    return [...stems].filter((stem) => ![...stems].some((other) => other !== stem && stem.startsWith(other)));
  };

  /** Query pieces worked out for the last keystroke (see QueryPiece). */
  const pieces = createKeystrokeMemo<QueryPiece>();

  /** An acronym's piece: one unit, any of its forms as a phrase. */
  const acronymPiece = (forms: readonly string[]): QueryPiece => {
    const words = [...new Set(forms.flatMap((form) => form.match(/[a-z0-9]+/g) ?? []))];
    return {
      unit: {
        terms: forms.join(' '),
        pattern: new RegExp(forms.map((form) => phrasePattern(form, false)).join('|'), 'i'),
        phrase: true,
        optional: false,
        longestWord: Math.max(...words.map((word) => word.length)),
      },
      forms: forms.map(keyWordsOf),
      required: true,
      words,
    };
  };

  /**
   * A word's or compound's piece, typos corrected. `joined`: typed as two words ("k means").
   * `typing`: the query ends inside it, so its last word may be the start of a longer one.
   */
  const wordPiece = (chunk: string, joined: boolean, typing: boolean): QueryPiece => {
    const words = (chunk.match(/[a-z0-9]+/g) ?? []).map(correct);
    const plus = /\++$/.exec(chunk)?.[0] ?? '';
    const compound = words.join('-');
    const longestWord = Math.max(...words.map((word) => word.length));
    const forms = [keyWordsOf(compound + plus)];
    if (words.length > 1 || plus) {
      const unit = {
        // Orama keeps "k-means" as one word; written "k means", its longer word is searched too.
        terms: joined ? `${compound} ${words.filter((word) => word.length > 2).join(' ')}` : compound,
        pattern: new RegExp(phrasePattern(words.join(' ') + plus, typing), 'i'),
        phrase: true,
        optional: false,
        longestWord,
      };
      return { unit, forms, required: true, words };
    }
    const [word] = words;
    const connecting = CONNECTING_WORDS.has(word);
    const optional = connecting || DESCRIBING_WORDS.has(word.replace(/s$/, ''));
    // A connecting word is searched only while it may be the start of another ("the" of "theorem").
    if (longestWord < 2 || (connecting && !typing)) return { forms, required: !optional, words };
    const stem = stemWord(word);
    const start = stem.length >= 3 && word.startsWith(stem) ? stem : word;
    // A word being typed past the stem of the words it starts ("regressio") is searched as those
    // stems, and the sections found are checked for a word that starts with it.
    const stems = typing && word.length >= 5 ? stemsStartedBy(word) : undefined;
    return {
      unit: {
        terms: stems ? stems.join(' ') : word,
        pattern: new RegExp(`\\b${escapeRegExp(stems ? word : start)}\\w*`, 'i'),
        phrase: stems !== undefined,
        optional,
        longestWord,
      },
      forms,
      required: !optional,
      words,
    };
  };

  /**
   * The query as units to match, words to mark and spellings to compare with headings. An acronym
   * is one unit in any of its forms; a compound ("k-means++", and "k means", whose "k" alone starts
   * most sections' words) is a phrase. Words of one letter are dropped; words of two ("ml") join a
   * query that has a longer word; connecting words ("what is") and describing words ("algorithm")
   * are optional, unless the query has nothing else.
   */
  const parseQuery = (query: string): ParsedQuery => {
    const open = /[a-z0-9]$/i.test(query);
    const chunks = normaliseQuestion(query).match(/[a-z0-9]+(?:-[a-z0-9]+)*\+*/g) ?? [];
    const parsed: QueryPiece[] = [];
    for (let position = 0; position < chunks.length;) {
      // An acronym's longest form that starts here (mlSynonyms).
      const [acronym] = synonymsAt(chunks, position);
      if (acronym) {
        const { forms } = acronym.group;
        position += acronym.length;
        parsed.push(pieces.get(`acronym ${forms[0]}`, () => acronymPiece(forms)));
        continue;
      }
      let chunk = chunks[position++];
      // "k means" is "k-means".
      const joined = /^[a-z0-9]$/.test(chunk) && position < chunks.length && synonymsAt(chunks, position).length === 0;
      if (joined) chunk += ` ${chunks[position++]}`;
      const typing = open && position === chunks.length;
      parsed.push(pieces.get(`${typing ? 'typing' : 'typed'} ${chunk}`, () => wordPiece(joined ? chunk.replace(' ', '-') : chunk, joined, typing)));
    }
    const units = parsed.flatMap((piece) => (piece.unit ? [piece.unit] : []));
    const longest = Math.max(0, ...units.map((unit) => unit.longestWord));
    const searched = units.filter((unit) => unit.longestWord > 2 || unit.phrase || longest <= 2);
    const required = searched.filter((unit) => !unit.optional);
    // A query of describing or connecting words alone ("algorithm") needs them.
    return {
      required: required.length > 0 ? required : searched,
      optional: required.length > 0 ? searched.filter((unit) => unit.optional) : [],
      terms: [...new Set(parsed.flatMap((piece) => piece.words))],
      variants: variantsOf(parsed.some((piece) => piece.required) ? parsed : parsed.map((piece) => ({ ...piece, required: true }))),
      open,
    };
  };

  /** A section that holds a unit: Orama's score for it (its BM25 over the section's fields, heading boosted), and whether its heading path names it. */
  interface UnitHit {
    document: IndexedSection;
    score: number;
    inTitle: boolean;
  }

  /** Sections found for the last keystroke's units. */
  const holding = createKeystrokeMemo<UnitHit[]>();

  /** The sections that hold a unit. */
  const sectionsHolding = (unit: QueryUnit, headingsOnly: boolean): UnitHit[] => {
    const key = `${headingsOnly ? 'headings' : 'all'} ${unit.terms} ${unit.phrase ? unit.pattern.source : ''}`;
    return holding.get(key, () => {
      const found = search(index, {
        term: unit.terms,
        properties: headingsOnly ? ['heading', 'title'] : ['heading', 'title', 'text', 'formulas'],
        // A heading says what its section is about; the heading path (title) says where.
        boost: { heading: 3, title: 1.5 },
        limit: documents.length,
        // The index has no vectors to leave out; asked to, Orama copies every hit's document to do it.
        includeVectors: true,
      }) as { hits: { document: IndexedSection; score: number }[] };
      const { pattern } = unit;
      const hits: UnitHit[] = [];
      for (const { document, score } of found.hits) {
        const inTitle = pattern.test(document.title);
        if (!unit.phrase || inTitle || pattern.test(document.heading) || pattern.test(document.text)) hits.push({ document, score, inTitle });
      }
      return hits;
    });
  };

  /** Classes whose title or a topic is, or holds, the query, best first, with how well they match. */
  const matchClasses = ({ variants, open }: ParsedQuery): { entry: SearchableClass; match: number }[] =>
    classTexts
      .map(({ entry, title, topics }) => {
        const titleMatch = textMatch(title, variants, open);
        const match = Math.max(titleMatch === Match.same ? Match.classTitle : titleMatch, ...topics.map((topic) => textMatch(topic, variants, open)));
        return { entry, match };
      })
      .filter(({ match }) => match >= Match.within)
      .sort((a, b) => b.match - a.match)
      .slice(0, 3);

  return {
    search(query, { limit = SECTION_LIMIT, snippetChars = SNIPPET_CHARS } = {}) {
      const trimmed = query.trim().slice(0, 200);
      pieces.next();
      holding.next();
      const parsed = parseQuery(query.slice(0, 200));
      const { required, optional, variants, open } = parsed;
      if (required.length === 0) return { query: trimmed, classes: [], classesAfter: 0, lectures: [], sectionCount: 0, tooShort: true };
      // The first letters of a word ("re", "sof") are a prefix of hundreds of the lectures' words;
      // scoring every section's text for them took the longest keystrokes past the budget, and the
      // headings are what a learner who has typed two letters is after.
      const headingsOnly = required.length === 1 && !required[0].phrase && required[0].longestWord <= 3;
      const matched = new Map<string, { document: IndexedSection; score: number; units: number; inTitle: number }>();
      for (const unit of required) {
        for (const { document, score, inTitle } of sectionsHolding(unit, headingsOnly)) {
          const entry = matched.get(document.id);
          if (entry) {
            entry.score += score;
            entry.units++;
            entry.inTitle += Number(inTitle);
          } else matched.set(document.id, { document, score, units: 1, inTitle: Number(inTitle) });
        }
      }
      // Sections that hold every required unit; when none does, those that hold the most.
      let most = 0;
      for (const entry of matched.values()) most = Math.max(most, entry.units);
      const matches = [...matched.values()].filter((entry) => entry.units === most);
      for (const unit of optional) {
        for (const { document, score } of sectionsHolding(unit, headingsOnly)) {
          const entry = matched.get(document.id);
          if (entry) entry.score += score;
        }
      }
      const ranked = matches
        .map(({ document, score, inTitle }) => {
          let match = textMatch(headings.get(document.id)!, variants, open);
          if (match === 0 && inTitle === required.length) match = Match.path;
          const glossary = Number(isGlossaryDocument(document));
          return {
            document,
            score,
            match,
            rank: glossary ? (match === Match.same ? Match.glossaryTerm : 0) : match,
            glossary,
            depth: depths.get(document.id)!,
          };
        })
        // A heading that is or holds the query first, the section it opens before its subsections;
        // a lecture's section before a glossary entry that matches as well (the lecture teaches it).
        .sort(
          (a, b) => b.rank - a.rank || a.glossary - b.glossary || b.match - a.match || (a.match >= Match.within ? a.depth - b.depth : 0) || b.score - a.score,
        );

      // A query of a few letters matched headings only; in a section's text its letters start dozens
      // of words ("re"), and marking them all would mark nothing the learner is after.
      const pattern = headingsOnly ? null : matchPattern(parsed.terms);
      const lectures = new Map<string, LectureResults>();
      // A glossary entry is short and names its term, so it ranks high for every word it defines;
      // at most a third of the list is glossary, so the lectures' sections stay in view.
      const glossaryLimit = Math.max(1, Math.floor(limit / 3));
      let glossaryListed = 0;
      const listed: typeof ranked = [];
      for (const entry of ranked) {
        if (listed.length === limit) break;
        if (isGlossaryDocument(entry.document) && glossaryListed++ >= glossaryLimit) continue;
        listed.push(entry);
      }
      for (const { document } of listed) {
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
          formula: plainFormula(formulaMatching(document.formulas, parsed.terms, pattern)),
        });
      }
      const lectureOrder = [...lectures.keys()];
      const classMatches = matchClasses(parsed);
      // The classes come after every lecture with a section that matches at least as well.
      const bestClass = classMatches[0]?.match ?? Infinity;
      const classesAfter = Math.max(0, ...listed.filter(({ rank }) => rank >= bestClass).map(({ document }) => lectureOrder.indexOf(document.lecture) + 1));
      return {
        query: trimmed,
        classes: classMatches.map(({ entry }) => ({ title: entry.title, href: entry.href })),
        classesAfter,
        lectures: [...lectures.values()],
        sectionCount: ranked.length,
        tooShort: false,
      };
    },
  };
}
