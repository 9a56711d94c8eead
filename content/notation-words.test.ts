/**
 * The notation table as words: which table symbols a formula writes (longest first, not inside a
 * command, a font's letter or a text group), and the spoken names a section's formulas and heading bring.
 */
import { describe, expect, it } from 'vitest';
import { notation, type NotationEntry } from './notation.ts';
import { headingAsWords, spokenNamesIn, spokenNamesOfHeading, tableSymbolsIn } from './notation-words.ts';

const idsIn = (latex: string) => tableSymbolsIn(latex).map((entry) => entry.id);

describe('tableSymbolsIn', () => {
  it('finds a symbol written as a command, and not the head of a longer command', () => {
    expect(idsIn('\\nu_{\\max} \\ge \\nu_2')).toContain('eigenvalue');
    expect(idsIn('\\numberwithin')).not.toContain('eigenvalue');
  });

  it('reads k_nn as the number of neighbours, not also as the index k; d′ not also as d', () => {
    expect(idsIn('k_{\\text{nn}} = 5')).toEqual(['neighbours']);
    expect(idsIn("E_{d'} \\ge 0.8")).toEqual(['reduced-dimension']);
  });

  it('finds no symbol in a command’s name, a bold letter or an environment’s name', () => {
    expect(idsIn('\\mathbf{K}_{ij}')).toEqual([]);
    expect(idsIn('\\min \\begin{aligned} x \\end{aligned}')).toEqual([]);
    expect(idsIn('K')).toEqual(['groups']);
  });
});

describe('spoken names', () => {
  it('come from the symbols a section writes, for the lectures that use them with that meaning', () => {
    expect(spokenNamesIn("E_{d'}", 'dimensionality-reduction')).toEqual(['k', 'number of components']);
    expect(spokenNamesIn('\\nu_1', 'clustering')).toEqual(['lambda', 'eigenvalue']);
    // The trees lecture declares no ν: a ν it wrote would be a local symbol.
    expect(spokenNamesIn('\\nu_1', 'trees')).toEqual([]);
  });

  it('are what a heading’s word brings when it names one symbol of its lecture, the section’s formulas deciding between two', () => {
    const choosing = { heading: 'Choosing k', lecture: 'dimensionality-reduction', formulas: "E_{d'}" };
    expect(spokenNamesOfHeading(choosing)).toEqual(['number of components']);
    // k may be d′ or k_nn in that lecture: formulas that write both, or neither, decide nothing.
    expect(spokenNamesOfHeading({ ...choosing, formulas: "d' \\quad k_{\\text{nn}}" })).toEqual([]);
    expect(spokenNamesOfHeading({ ...choosing, formulas: '' })).toEqual([]);
    // The heading may write the symbol itself: "Choosing d′" is d′, whose spoken names come along (issue 37).
    expect(spokenNamesOfHeading({ heading: 'Choosing d′', lecture: 'dimensionality-reduction', formulas: "E_{d'}" })).toEqual(['k', 'number of components']);
    expect(spokenNamesOfHeading({ heading: 'Choosing d′', lecture: 'trees', formulas: '' })).toEqual([]);
    // Indexed, the symbol gives way to its names: the same words as the old heading "Choosing k".
    expect(headingAsWords({ heading: 'Choosing d′', lecture: 'dimensionality-reduction', formulas: "E_{d'}" })).toBe('choosing k number of components');
    const table: NotationEntry[] = [{ ...notation.find((entry) => entry.id === 'trees-in-forest')!, spoken: ['b', 'number of trees'] }];
    expect(spokenNamesOfHeading({ heading: 'The effect of B', lecture: 'trees', formulas: '' }, table)).toEqual(['number of trees']);
  });
});
