import { describe, expect, it } from 'vitest';
import pca from '~/features/lectures/live-figures/pca/widget';
import { initialState } from '~/features/lectures/live-figures/pca/model';
import { renderView, svgTexts } from '~/features/lectures/live-figures/kit/test-render';

describe('the PCA figure’s drawing', () => {
  it('gives the line’s variance as a share of the total, so at PC1 it reads the PC1 bar’s percentage', () => {
    const texts = svgTexts(renderView(pca, initialState(), { poster: true })).map(({ text }) => text);
    const line = texts.find((text) => text.startsWith('Line at'));
    const bars = texts.filter((text) => /^\d+%$/.test(text));
    expect(bars).toHaveLength(2);
    expect(line).toMatch(/\((\d+%)\)$/);
    expect(/\((\d+%)\)$/.exec(line!)![1]).toBe(bars[0]);
  });

  it('reads less than the PC1 bar on any other line', () => {
    const texts = svgTexts(renderView(pca, { ...initialState(), angle: (initialState().angle + 60) % 180 }, { poster: true })).map(({ text }) => text);
    const share = Number(/\((\d+)%\)$/.exec(texts.find((text) => text.startsWith('Line at'))!)![1]);
    const pc1 = Number(texts.filter((text) => /^\d+%$/.test(text))[0].replace('%', ''));
    expect(share).toBeLessThan(pc1);
  });
});
