/** One entry of a lecture's in-page table of contents: built by content/pipeline, shown by the lecture page. */
export interface TocEntry {
  depth: 2 | 3;
  /** The heading's anchor (its id). */
  id: string;
  text: string;
}

/** A top-level section of the contents with the subsections under it. */
export interface TocGroup {
  section: TocEntry;
  subsections: TocEntry[];
}

/**
 * The contents as groups, one per `##` section with its `###` subsections, for the small-screen
 * panel that folds long sections away. A `###` before the first `##` gets a group of its own.
 */
export function groupToc(toc: readonly TocEntry[]): TocGroup[] {
  const groups: TocGroup[] = [];
  for (const entry of toc) {
    const current = groups.at(-1);
    if (entry.depth === 3 && current) current.subsections.push(entry);
    else groups.push({ section: entry, subsections: [] });
  }
  return groups;
}
