import { describe, expect, it } from 'vitest';
import decisionTree from '~/features/lectures/live-figures/decision-tree/widget';
import { renderView, svgTexts } from '~/features/lectures/live-figures/kit/test-render';

const readoutOf = (markup: string) => /<p class="widget-readout">([\s\S]*?)<\/p>/.exec(markup)?.[1] ?? '';

describe('the decision-tree figure’s words', () => {
  it('with one tree: its splits under the plot and its split count in the readout', () => {
    const markup = renderView(decisionTree, { depth: 4, trees: 1, perturbation: 0 });
    const texts = svgTexts(markup).map(({ text }) => text);
    expect(texts).toContain('Splits of the single tree (Gini decrease ΔI):');
    expect(readoutOf(markup)).toMatch(/^Data as measured: \d+ splits at depth 4\.$/);
  });

  it('with a forest: neither the list nor the readout describes the single tree the plot no longer shows', () => {
    const markup = renderView(decisionTree, { depth: 4, trees: 21, perturbation: 0 });
    const texts = svgTexts(markup).map(({ text }) => text);
    expect(texts).not.toContain('Splits of the single tree (Gini decrease ΔI):');
    expect(texts.some((text) => /ΔI \d/.test(text))).toBe(false);
    expect(texts).toContain('Root splits of the forest’s bootstrap trees:');
    expect(readoutOf(markup)).not.toMatch(/splits at depth/);
    expect(readoutOf(markup)).toMatch(/^Data as measured: a forest of 21 bootstrap trees of depth 4, voting; /);
  });
});
