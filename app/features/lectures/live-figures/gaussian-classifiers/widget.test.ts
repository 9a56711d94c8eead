import { describe, expect, it } from 'vitest';
import gaussianClassifiers from '~/features/lectures/live-figures/gaussian-classifiers/widget';
import { initialState } from '~/features/lectures/live-figures/gaussian-classifiers/model';
import { segmentMeetsBox, type Segment } from '~/features/lectures/live-figures/kit/label-placement';
import { numberAttribute, renderView, svgTexts } from '~/features/lectures/live-figures/kit/test-render';

/** The boundary as drawn: the black path of short M…L… segments. */
function boundaryOf(markup: string): Segment[] {
  const d = /<path d="(M[^"]*)" fill="none" stroke="[^"]*" stroke-width="2.5"/.exec(markup)![1];
  return [...d.matchAll(/M([\d.-]+),([\d.-]+)L([\d.-]+),([\d.-]+)/g)].map(([, ax, ay, bx, by]) => [
    [Number(ax), Number(ay)],
    [Number(bx), Number(by)],
  ]);
}

/** The probe label's box, from its position and anchor, 0.6 em a character (15-unit text), 12 up and 4 down. */
function probeLabelBox(markup: string) {
  const label = svgTexts(markup).find(({ text }) => text.startsWith('P(class 1 | x)'))!;
  const [x, y] = [numberAttribute(label.attributes, 'x'), numberAttribute(label.attributes, 'y')];
  const width = 9 * label.text.length;
  const start = label.attributes.includes('text-anchor="end"') ? x - width : x;
  return { x0: start, x1: start + width, y0: y - 12, y1: y + 4 };
}

describe('the Gaussian classifiers figure’s probe label', () => {
  it.each([
    ['the first setup (QDA, the probe above the second branch)', initialState()],
    ['LDA', { ...initialState(), model: 'lda' as const }],
    ['the probe next to the boundary between the means', { ...initialState(), probe: [1.2, 0.4] as const }],
  ])('does not sit on the decision boundary: %s', (_, state) => {
    const markup = renderView(gaussianClassifiers, state, { poster: true });
    const box = probeLabelBox(markup);
    const crossing = boundaryOf(markup).filter((segment) => segmentMeetsBox(segment, box));
    expect(crossing).toEqual([]);
  });
});
