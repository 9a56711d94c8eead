/**
 * The lecture sections that the tutor retrieves from, and their Orama index for full-text search
 * (the search palette): one document per `##`/`###` section, with its lecture, route, anchor,
 * heading path, plain text and formulas. Built from the compiled lectures; serialisable, so the
 * build can write it once and the server and browser load it. The tutor scores the sections itself
 * (retrieve.ts), since it weighs each word of a question on its own.
 */
import type { CompiledLecture } from '../../content/pipeline/compile-lecture.ts';
import type { SectionDocument } from '../../shared/section-index.ts';

// The index itself is shared with the browser's search palette.
export {
  buildSectionIndex,
  loadSectionIndex,
  sectionSchema,
  serialiseSectionIndex,
  type IndexedSection,
  type SectionDocument,
  type SectionIndex,
} from '../../shared/section-index.ts';

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
        // One formula a line, so the search palette can show the one that matched.
        formulas: section.formulas.map((formula) => formula.replace(/\s+/g, ' ').trim()).join('\n'),
      });
    }
  }
  return documents;
}
