/** Types of the virtual module that content/pipeline/vite-plugin-lectures.ts provides for search. */
declare module 'virtual:search-sections' {
  import type { IndexedSection } from '../../../shared/section-index.ts';
  /** Every lecture section, as the search index holds it. */
  const sections: IndexedSection[];
  export default sections;
}
