import { describe, expect, it } from 'vitest';
import { groupToc, type TocEntry } from './table-of-contents.ts';

const entry = (depth: 2 | 3, id: string): TocEntry => ({ depth, id, text: id });

describe('groupToc', () => {
  it('puts each ### under the ## before it', () => {
    const groups = groupToc([entry(2, 'a'), entry(3, 'a1'), entry(3, 'a2'), entry(2, 'b'), entry(2, 'c'), entry(3, 'c1')]);
    expect(groups.map((group) => [group.section.id, group.subsections.map((sub) => sub.id)])).toEqual([
      ['a', ['a1', 'a2']],
      ['b', []],
      ['c', ['c1']],
    ]);
  });

  it('gives a ### before any ## a group of its own', () => {
    expect(groupToc([entry(3, 'x'), entry(2, 'a')]).map((group) => group.section.id)).toEqual(['x', 'a']);
  });
});
