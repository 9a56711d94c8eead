import type { LectureFrontmatter } from '../../../content/lecture-schema';

/** One entry of a lecture's table of contents. */
export interface TocEntry {
  depth: 2 | 3;
  id: string;
  text: string;
}

/** A neighbouring lecture, for the previous/next links. */
export interface LectureLink {
  slug: string;
  title: string;
}

/** Everything the lecture page shows except the body. */
export interface LectureMeta extends LectureFrontmatter {
  slug: string;
  toc: TocEntry[];
  previous: LectureLink | null;
  next: LectureLink | null;
}
