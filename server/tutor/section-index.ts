/**
 * The lecture sections that the tutor retrieves from, and their Orama index for full-text search
 * (the search palette): one document per `##`/`###` section, with its lecture, route, anchor,
 * heading path, plain text and formulas. Built from the compiled lectures; serialisable, so the
 * build can write it once and the server and browser load it. The tutor scores the sections itself
 * (retrieve.ts), since it weighs each word of a question on its own.
 */
import { create, insertMultiple, load, save, type Orama, type RawData } from '@orama/orama';
import type { CompiledLecture } from '../../content/pipeline/compile-lecture.ts';

/** One lecture section, as the tutor cites it. */
export interface SectionDocument {
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
  /** The text with its formulas as `$...$`/`$$...$$`, for quoting in answers (stored, not indexed). */
  prose: string;
  /** The LaTeX of the section's formulas, space-separated. */
  formulas: string;
}

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

export type SectionIndex = Orama<typeof sectionSchema>;

function createEmptyIndex(): SectionIndex {
  return create({ schema: sectionSchema, components: { tokenizer: { stemming: true, stopWords: false } } });
}

/** The sections of the compiled lectures, as documents (the text before the first heading is the lecture's introduction). */
export function sectionsOf(lectures: Iterable<CompiledLecture>): SectionDocument[] {
  const documents: SectionDocument[] = [];
  for (const lecture of lectures) {
    const lectureTitle = lecture.frontmatter.title;
    for (const section of lecture.sections) {
      // The text before the first heading introduces the lecture; it is not titled by the lecture's
      // name, or it would outrank every specific section on the lecture's own topic.
      const heading = section.headingPath.at(-1) ?? 'Introduction';
      documents.push({
        id: `${lecture.slug}#${section.anchor}`,
        lecture: lecture.slug,
        lectureTitle,
        url: section.anchor ? `/${lecture.slug}#${section.anchor}` : `/${lecture.slug}`,
        heading,
        title: [lectureTitle, ...section.headingPath].join(' › '),
        text: section.text,
        prose: section.prose,
        formulas: section.formulas.join(' '),
      });
    }
  }
  return documents;
}

/** Builds the index from section documents. */
export async function buildSectionIndex(documents: SectionDocument[]): Promise<SectionIndex> {
  const index = createEmptyIndex();
  await insertMultiple(index, documents);
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
