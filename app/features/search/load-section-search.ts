import type { SectionSearch } from '../../../shared/section-search.ts';

let sectionSearch: Promise<SectionSearch> | undefined;

/**
 * The section search, loaded once per page life: the index data (a hashed chunk, cached
 * immutably) and Orama are fetched on first use, and the index is built from the documents.
 */
export function loadSectionSearch(): Promise<SectionSearch> {
  sectionSearch ??= Promise.all([
    import('virtual:search-sections'),
    import('../../../shared/section-search.ts'),
    import('../../../shared/searchable-classes.ts'),
  ]).then(([sections, search, classes]) => search.createSectionSearch(sections.default, classes.searchableClasses));
  // A failed download can be retried on the next use.
  sectionSearch.catch(() => (sectionSearch = undefined));
  return sectionSearch;
}

/** Scrolls to the section at `hash` once its lecture has rendered, and marks its heading for two seconds. */
export function highlightSection(hash: string): void {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  if (!id) return;
  const started = performance.now();
  const find = () => {
    const target = document.getElementById(id);
    if (!target) {
      // The lecture body arrives in its own chunk after client navigation; wait for it, not forever.
      if (performance.now() - started < 5000) requestAnimationFrame(find);
      return;
    }
    target.scrollIntoView({ block: 'start' });
    target.classList.add('search-target');
    window.setTimeout(() => target.classList.remove('search-target'), 2000);
  };
  requestAnimationFrame(find);
}
