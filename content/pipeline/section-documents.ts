/**
 * The lecture sections as documents (shared/section-index.ts): one per `##`/`###` section, with its
 * lecture, route, anchor, heading path, plain text, prose and formulas. The build writes them for the
 * tutor and `/search` (build/tutor/sections.json) and gives them to the search palette
 * (`virtual:search-sections`), so every consumer reads the same documents
 * (docs/decisions/004-tutor-sections-file.md).
 */
import type { SectionDocument } from '../../shared/section-index.ts';
import type { CompiledLecture } from './compile-lecture.ts';

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
        ...(section.alsoAsked?.length ? { alsoAsked: section.alsoAsked } : {}),
        ...(section.links.length ? { links: section.links.map((href) => (href.startsWith('#') ? `/${lecture.slug}${href}` : href)) } : {}),
        ...(section.figures.length ? { figures: section.figures } : {}),
      });
    }
  }
  return documents;
}
