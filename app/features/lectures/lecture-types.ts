import type { LectureFrontmatter } from '../../../content/lecture-schema.ts';
import type { TocEntry } from '../../../content/table-of-contents.ts';

export type { TocEntry };

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
