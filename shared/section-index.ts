/**
 * The Orama index of lecture sections, shared by the server (the tutor and `/search`) and the
 * browser's search palette: one schema, one tokenizer and stemmer, so the same documents give the
 * same index wherever it is built (docs/decisions/004-tutor-sections-file.md). Browser-safe: no
 * Node modules.
 */
import { create, insertMultiple, load, save, type Orama, type RawData } from '@orama/orama';
import { tokenizer as oramaTokenizer } from '@orama/orama/components';
import { textWithoutMath } from './section-text.ts';

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
  /** The text with its formulas as `$...$`/`$$...$$`, for quoting in answers (stored, not indexed). */
  prose: string;
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

/** How the index splits and stems words: English stemming, and no stop words dropped. */
const tokenizerOptions = { stemming: true, stopWords: false } as const;

/** The index's English stemmer, for code that matches words the way the index does (typo correction, highlighting, the tutor). */
export const stemWord: (word: string) => string = oramaTokenizer.createTokenizer(tokenizerOptions).stemmer ?? ((word) => word);

/** The tokenizer, reading a section's text without its formulas' plain forms (shared/section-text.ts). */
function createSectionTokenizer() {
  const tokenizer = oramaTokenizer.createTokenizer(tokenizerOptions);
  const tokenize = tokenizer.tokenize;
  tokenizer.tokenize = function (this: typeof tokenizer, raw, ...rest) {
    return tokenize.call(this, textWithoutMath(raw), ...rest);
  };
  return tokenizer;
}

function createEmptyIndex(): SectionIndex {
  return create({ schema: sectionSchema, components: { tokenizer: createSectionTokenizer() } });
}

/** Builds the index from section documents (extra fields, such as `prose`, are stored, not indexed). */
export async function buildSectionIndex(documents: readonly IndexedSection[]): Promise<SectionIndex> {
  const index = createEmptyIndex();
  await insertMultiple(index, documents as IndexedSection[]);
  return index;
}

/** The index as JSON-serialisable data. */
export function serialiseSectionIndex(index: SectionIndex): RawData {
  return save(index);
}

/** Restores an index written by serialiseSectionIndex. */
export function loadSectionIndex(raw: RawData): SectionIndex {
  const index = createEmptyIndex();
  load(index, raw);
  return index;
}
