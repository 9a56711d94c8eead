/**
 * The notation table and its check: every symbol typesets, ids and symbols are unique, and the
 * check names each kind of disagreement between a lecture's frontmatter and the table.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import katex from 'katex';
import { describe, expect, it } from 'vitest';
import { readFrontmatter } from './pipeline/compile-lecture.ts';
import { lecturesDir } from './pipeline/build-lectures.ts';
import { katexMacros } from './macros.ts';
import { lectureSlugs } from './lectures.ts';
import { notation, type NotationEntry } from './notation.ts';
import { notationTableErrors, notationWarnings } from './notation-check.ts';

describe('the notation table', () => {
  it('defines each id and each symbol once', () => {
    expect(notationTableErrors(notation)).toEqual([]);
  });

  it.each(notation.map((entry) => [entry.id, entry] as const))('typesets %s and names real lectures', (_id, entry) => {
    const html = katex.renderToString(entry.symbol, { throwOnError: true, macros: { ...katexMacros } });
    expect(html).toContain('class="katex"');
    for (const slug of entry.lectures) expect(lectureSlugs).toContain(slug);
    expect(entry.meaning.length).toBeGreaterThan(10);
  });
});

describe("the lectures' notation", () => {
  it('agrees with the table: no lecture declares a clash, and each entry lists exactly the lectures that use it', () => {
    const declarations = lectureSlugs.map((slug) => {
      const file = join(lecturesDir, `${slug}.mdx`);
      return { slug, notation: readFrontmatter(file, readFileSync(file, 'utf8')).notation };
    });
    expect(notationWarnings(notation, declarations)).toEqual([]);
  });
});

describe('notationWarnings', () => {
  const table: NotationEntry[] = [
    { id: 'penalty', symbol: '\\lambda', meaning: 'the regularisation strength', group: 'Optimisation', lectures: ['linear-regression'] },
    { id: 'eigenvalue', symbol: '\\nu', meaning: 'an eigenvalue', group: 'Optimisation', lectures: ['linear-regression', 'clustering'] },
  ];

  it('is silent when the frontmatter and the table agree', () => {
    expect(notationWarnings(table, [{ slug: 'linear-regression', notation: { '\\lambda': 'penalty', '\\nu': 'eigenvalue' } }])).toEqual([]);
  });

  it('warns when a lecture uses a reserved symbol for another meaning', () => {
    expect(notationWarnings(table, [{ slug: 'clustering', notation: { '\\lambda': 'eigenvalue' } }])).toEqual([
      'clustering: uses \\lambda for an eigenvalue, but the site reserves \\lambda for the regularisation strength',
    ]);
  });

  it('warns when a lecture writes a meaning with another symbol, or uses an entry the table does not list it for', () => {
    expect(notationWarnings(table, [{ slug: 'trees', notation: { '\\alpha': 'penalty' } }])).toEqual([
      'trees: writes \\alpha for the regularisation strength, where the site writes \\lambda',
      'trees: uses \\lambda (penalty), but content/notation.ts does not list trees among its lectures',
    ]);
  });

  it('warns on unknown ids and on entries a listed lecture does not declare', () => {
    expect(notationWarnings(table, [{ slug: 'clustering', notation: { K: 'clusters' } }])).toEqual([
      'clustering: declares K as "clusters", which content/notation.ts does not define',
      'clustering: content/notation.ts lists it for \\nu (eigenvalue), but its frontmatter does not declare it',
    ]);
  });

  it('finds a symbol or an id defined twice', () => {
    expect(notationTableErrors([...table, { ...table[0]!, id: 'other' }])).toEqual(['content/notation.ts defines the symbol \\lambda twice']);
  });
});
