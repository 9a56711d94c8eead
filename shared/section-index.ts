/**
 * The lecture sections as documents, and the Orama index of them that search uses: the browser's
 * search palette and the server's `/search` build it from the same documents with the same schema
 * and tokenizer, so both give the same results (docs/decisions/004-tutor-sections-file.md). The
 * tutor reads the same documents but ranks them with its own BM25F (server/tutor/retrieve.ts,
 * docs/decisions/009-tutor-bm25f-ranker.md), with the same stemmer (shared/words.ts). Browser-safe:
 * no Node modules.
 */
import { create, insertMultiple, type Orama } from '@orama/orama';
import { tokenizer as oramaTokenizer } from '@orama/orama/components';
import { textWithoutMath } from './section-text.ts';
import { tokenizerOptions } from './words.ts';

/** The fields of a section that the index searches, and what a search result shows. */
export interface IndexedSection {
  id: string;
  /** The lecture's slug. */
  lecture: string;
  lectureTitle: string;
  /** Where the section is: `/clustering#spectral-bisection`. */
  url: string;
  /** The section's own heading. */
  heading: string;
  /** "Clustering › Spectral clustering › Spectral bisection". */
  title: string;
  text: string;
  /** The LaTeX of the section's formulas, one a line. */
  formulas: string;
}

/** One lecture section, as the tutor cites it. */
export interface SectionDocument extends IndexedSection {
  /**
   * The text with its formulas as `$...$`/`$$...$$`, for quoting in answers (stored, not indexed):
   * one Markdown block per paragraph, display equation, list, table or code block, separated by a
   * blank line, so the tutor can quote a paragraph whole.
   */
  prose: string;
  /** A question-bank entry's "also asked as" phrasings, which the tutor matches (not shown, not indexed). */
  alsoAsked?: string[];
  /** The section's internal links, absolute (`/trees#pruning`): a question-bank answer's first one is the section that develops it. */
  links?: string[];
  /** The figures placed in the section, by file name (`live-<widget>` for a live figure's poster) and caption. */
  figures?: { name: string; caption: string }[];
}

/**
 * The heading under which a lecture answers the questions learners ask (how to choose, why, which
 * of two, when it fails). Each entry below it is an authored answer: a `###` question and a short
 * answer that the tutor may quote whole.
 */
export const authoredAnswersHeading = 'Questions learners ask';

/** Whether a section is one of a lecture's authored answers ("Clustering › Questions learners ask › …"). */
export function isAuthoredAnswer(section: Pick<IndexedSection, 'title'>): boolean {
  const path = section.title.split(' › ');
  return path.length > 2 && path[1] === authoredAnswersHeading;
}

/** Whether a section teaches: anything but the authored answers and the heading above them. */
export function isTeachingSection(section: Pick<IndexedSection, 'title'>): boolean {
  return section.title.split(' › ')[1] !== authoredAnswersHeading;
}

/**
 * The glossary's entries are search documents too (content/glossary/search-documents.ts), grouped
 * under "Glossary" as a lecture's sections are under its title: this is their `lecture`.
 */
export const glossaryDocumentLecture = 'glossary';
/** The group title of the glossary's search documents: "Glossary › Entropy". */
export const glossaryDocumentTitle = 'Glossary';

/** Whether a search document is a glossary entry rather than a lecture section. */
export function isGlossaryDocument(section: Pick<IndexedSection, 'lecture'>): boolean {
  return section.lecture === glossaryDocumentLecture;
}

/** Whether a section is a lecture's "In code" section, its scikit-learn snippets and their output (its heading contains "In code", the snippets' markup contract). */
export function isInCodeSection(section: Pick<IndexedSection, 'title'>): boolean {
  return /\bIn code\b/.test(section.title);
}

/** The index's schema: every searchable field of IndexedSection. */
export const sectionSchema = {
  id: 'string',
  lecture: 'enum',
  lectureTitle: 'string',
  url: 'string',
  heading: 'string',
  title: 'string',
  text: 'string',
  formulas: 'string',
} as const;

/** An Orama index of lecture sections. */
export type SectionIndex = Orama<typeof sectionSchema>;

/** The tokenizer, reading a section's text without its formulas' plain forms (shared/section-text.ts). */
function createSectionTokenizer() {
  const tokenizer = oramaTokenizer.createTokenizer(tokenizerOptions);
  const tokenize = tokenizer.tokenize;
  tokenizer.tokenize = function (this: typeof tokenizer, raw, ...rest) {
    return tokenize.call(this, textWithoutMath(raw), ...rest);
  };
  return tokenizer;
}

/** Builds the index from section documents (extra fields, such as `prose`, are stored, not indexed). */
export async function buildSectionIndex(documents: readonly IndexedSection[]): Promise<SectionIndex> {
  const index: SectionIndex = create({ schema: sectionSchema, components: { tokenizer: createSectionTokenizer() } });
  await insertMultiple(index, documents as IndexedSection[]);
  return index;
}
