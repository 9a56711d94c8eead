import { describe, expect, it } from 'vitest';
import { groupToc, pageContents, type TocEntry } from './table-of-contents.ts';

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

describe('pageContents', () => {
  it("lists the question bank's heading but none of its questions", () => {
    const bank = { depth: 2 as const, id: 'questions-learners-ask', text: 'Questions learners ask' };
    const toc = [entry(2, 'a'), entry(3, 'a1'), bank, entry(3, 'q1'), entry(3, 'q2'), entry(2, 'b'), entry(3, 'b1')];
    expect(pageContents(toc, bank.text).map((kept) => kept.id)).toEqual(['a', 'a1', 'questions-learners-ask', 'b', 'b1']);
  });

  it('keeps every heading of a lecture without a question bank', () => {
    const toc = [entry(2, 'a'), entry(3, 'a1'), entry(2, 'b')];
    expect(pageContents(toc, 'Questions learners ask')).toEqual(toc);
  });
});
