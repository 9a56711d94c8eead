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

/**
 * The contents a lecture page lists: every heading except the questions under the question bank's
 * `##` (`bankHeading`, "Questions learners ask"). The bank's ~30 questions would bury the lecture's
 * own sections in the contents; the bank's heading stays, and each question keeps its anchor.
 */
export function pageContents(toc: readonly TocEntry[], bankHeading: string): TocEntry[] {
  let inBank = false;
  return toc.filter((entry) => {
    if (entry.depth === 2) inBank = entry.text === bankHeading;
    return entry.depth === 2 || !inBank;
  });
}
