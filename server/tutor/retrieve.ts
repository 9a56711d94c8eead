/**
 * Finds the lecture sections that answer a learner's question: BM25 over the section index with
 * the heading weighted most, ML acronyms expanded both ways, light stemming, tolerance for typos,
 * a boost for the lecture the learner has open, and the previous question for follow-ups. Decides
 * too whether the lectures cover the question at all, so the tutor can say so instead of inventing.
 */
import { search } from '@orama/orama';
import { tokenizer as oramaTokenizer } from '@orama/orama/components';
import { mlSynonyms, spellingVariants } from '../../content/ml-synonyms.ts';
import type { SectionDocument, SectionIndex } from './section-index.ts';

/** A retrieved section with its relevance score (higher is better). */
export interface RetrievedSection {
  section: SectionDocument;
  score: number;
}

export interface RetrievalResult {
  /** Best first. When `covered` is false, the closest sections, as suggestions. */
  sections: RetrievedSection[];
  /** Whether the lectures cover the question. */
  covered: boolean;
}

export interface RetrievalQuery {
  question: string;
  /** The route the learner is reading (`/clustering`), whose sections get a boost. */
  page?: string;
  /** The learner's previous question in this conversation, for follow-ups. */
  previousQuestion?: string;
  limit?: number;
}

const stemmingTokenizer = oramaTokenizer.createTokenizer({ stemming: true, stopWords: false });

/** Words that carry no topic: question words, pronouns, filler. */
const stopWords = new Set(
  `a an the and or but if then so of in on at to for from by with about into over under as is are was were be been being do does did done
  what whats which who whom whose why how when where can could would should will shall may might must i me my we our you your it its they them their
  this that these those there here he she his her not no yes please explain tell show give mean means meaning define definition
  difference between vs versus work works working use used using get got make makes made some any all more most much many very really
  just also still again ok okay thanks thank hi hello hey wait like want need know understand question answer example examples
  one two way ways thing things something kind sort doing happen happens step steps`.split(/\s+/),
);

/** Pronouns and openers that mark a question as a follow-up to the previous one. */
const followUpMarkers = /^(and|what about|how about|so|then|but|why)\b|\b(it|its|it's|this|that|they|them|those|these|the same|one)\b/;

/** Lower case, learners' spelling variants mapped to the lectures' spelling. */
export function normaliseQuestion(question: string): string {
  let text = question.toLowerCase().replace(/[’']/g, "'");
  for (const [pattern, replacement] of spellingVariants) text = text.replace(pattern, replacement);
  return text;
}

/** The question with every acronym or expansion it mentions joined by its counterparts. */
export function expandSynonyms(text: string): string {
  const additions: string[] = [];
  const words = ` ${text.replace(/[^a-z0-9+\- ]/g, ' ')} `;
  for (const group of mlSynonyms) {
    if (group.some((form) => words.includes(` ${form} `) || words.includes(` ${form}s `))) {
      additions.push(...group.filter((form) => !words.includes(` ${form} `)));
    }
  }
  return additions.length > 0 ? `${text} ${additions.join(' ')}` : text;
}

/** The topic words of a text, stemmed as the index stems them. */
export function contentTerms(text: string): string[] {
  const words = text
    .replace(/[^a-z0-9+\- ]/g, ' ')
    .split(/\s+/)
    .filter((word) => word.length > 1 && !stopWords.has(word));
  return words.flatMap((word) => stemmingTokenizer.tokenize(word, 'english'));
}

function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i++;
      j++;
      continue;
    }
    if (++edits > 1) return false;
    if (a.length > b.length) i++;
    else if (b.length > a.length) j++;
    else {
      i++;
      j++;
    }
  }
  return edits + (a.length - i) + (b.length - j) <= 1;
}

/** The stemmed vocabulary of the sections, to tell whether a question's words occur in the lectures at all. */
export function buildVocabulary(sections: SectionDocument[]): Set<string> {
  const vocabulary = new Set<string>();
  for (const section of sections) {
    for (const term of contentTerms(normaliseQuestion(`${section.title} ${section.text}`))) vocabulary.add(term);
  }
  return vocabulary;
}

/** Whether a query term occurs in the lectures (allowing one typo in words of five letters or more). */
function knownTerm(term: string, vocabulary: Set<string>): boolean {
  if (vocabulary.has(term)) return true;
  if (term.length < 5) return false;
  for (const word of vocabulary) if (withinOneEdit(term, word)) return true;
  return false;
}

/** Creates the retriever over an index and its sections. */
export function createRetriever(index: SectionIndex, sections: SectionDocument[]) {
  const vocabulary = buildVocabulary(sections);

  return async function retrieveSections({ question, page, previousQuestion, limit = 5 }: RetrievalQuery): Promise<RetrievalResult> {
    const normalised = normaliseQuestion(question);
    const ownTerms = contentTerms(normalised);
    const isFollowUp = Boolean(previousQuestion) && (ownTerms.length <= 3 || followUpMarkers.test(normalised));
    const queryText = expandSynonyms(isFollowUp ? `${normalised} ${normaliseQuestion(previousQuestion!)}` : normalised);
    const terms = contentTerms(queryText);
    if (terms.length === 0) return { sections: [], covered: false };

    const run = async (tolerance: number) =>
      (await search(index, {
        term: terms.join(' '),
        properties: ['heading', 'title', 'text', 'formulas'],
        boost: { heading: 3, title: 2, text: 1, formulas: 0.5 },
        tolerance,
        threshold: 1,
        limit: 30,
      })) as unknown as { hits: { score: number; document: SectionDocument }[] };
    let { hits } = await run(0);
    if (hits.length < 3) hits = (await run(1)).hits;

    const pageLecture = page?.replace(/^\/+|[#?].*$/g, '');
    const ranked = hits
      .map((hit) => ({ section: hit.document, score: hit.score * (pageLecture && hit.document.lecture === pageLecture ? 1.25 : 1) }))
      .sort((a, b) => b.score - a.score)
      .slice(0, limit);

    // Covered when most of the learner's own topic words occur in the lectures.
    const known = ownTerms.filter((term) => knownTerm(term, vocabulary)).length;
    const ownCoverage = ownTerms.length === 0 ? (isFollowUp ? 1 : 0) : known / ownTerms.length;
    const covered = ranked.length > 0 && ownCoverage >= 0.6;
    return { sections: ranked, covered };
  };
}

export type Retriever = ReturnType<typeof createRetriever>;
