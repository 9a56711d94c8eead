/** One entry of a lecture's in-page table of contents: built by content/pipeline, shown by the lecture page. */
export interface TocEntry {
  depth: 2 | 3;
  /** The heading's anchor (its id). */
  id: string;
  text: string;
}
