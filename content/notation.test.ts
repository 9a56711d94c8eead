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
import { formulasOf, notationTableErrors, notationUsageWarnings, notationWarnings } from './notation-check.ts';

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

  it('writes each exclusive symbol only with its one meaning: a lecture whose formulas write it declares it', () => {
    const lectures = lectureSlugs.map((slug) => {
      const file = join(lecturesDir, `${slug}.mdx`);
      const source = readFileSync(file, 'utf8');
      return { slug, notation: readFrontmatter(file, source).notation, formulas: formulasOf(source.replace(/^---[\s\S]*?\n---\n/, '')) };
    });
    expect(notationUsageWarnings(notation, lectures)).toEqual([]);
  });
});

describe('notationUsageWarnings', () => {
  const table: NotationEntry[] = [
    { id: 'threshold', symbol: '\\tau', meaning: 'a decision threshold', group: 'Probability', lectures: ['probabilistic-classifier'], exclusive: true },
    { id: 'bandwidth', symbol: 'h', meaning: 'a bandwidth', group: 'Neighbours and trees', lectures: ['nonparametric'] },
  ];

  it('warns when a lecture writes an exclusive symbol it does not declare (issue 37: τ meant four things)', () => {
    const formulas = formulasOf('a margin $\\tau > 0$ with $y_i \\mathbf{u}^\\top \\mathbf{x}_i \\ge \\tau$ and a hypothesis $h$');
    expect(notationUsageWarnings(table, [{ slug: 'neural-networks', notation: {}, formulas }])).toEqual([
      'neural-networks: writes \\tau without declaring it, but the site keeps \\tau for a decision threshold alone',
    ]);
    expect(notationUsageWarnings(table, [{ slug: 'probabilistic-classifier', notation: { '\\tau': 'threshold' }, formulas }])).toEqual([]);
  });

  it('reads formulas between dollars, not code or escaped dollars', () => {
    expect(formulasOf('Cost \\$5 and `$x$` then $\\tau$ and\n$$\nJ(\\tau)\n$$\n```python\nprint("$h$")\n```\n')).toEqual(['\\tau', '\nJ(\\tau)\n']);
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
