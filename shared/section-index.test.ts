import { search } from '@orama/orama';
import { describe, expect, it } from 'vitest';
import { lectureSectionsForTests } from '../server/test/lecture-sections.ts';
import { buildSectionIndex, loadSectionIndex, serialiseSectionIndex } from './section-index.ts';

describe('the Orama index of lecture sections', () => {
  it('serialises and loads back to an index that answers exactly as the original', async () => {
    const sections = await lectureSectionsForTests();
    const index = await buildSectionIndex(sections);
    const restored = loadSectionIndex(JSON.parse(JSON.stringify(serialiseSectionIndex(index))));
    for (const term of ['kernel trick', 'eigenvector', 'gradient descent learning rate']) {
      const query = { term, properties: ['heading', 'text'] as ('heading' | 'text')[] };
      const expected = (await search(index, query)).hits.map((hit) => hit.id);
      expect(expected.length, term).toBeGreaterThan(0);
      expect(
        (await search(restored, query)).hits.map((hit) => hit.id),
        term,
      ).toEqual(expected);
    }
  });
});
