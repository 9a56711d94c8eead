import { describe, expect, it } from 'vitest';
import { readSetupHash, setupHash } from '~/features/lectures/live-figures/setup-link';

describe('setup links', () => {
  it('round-trips a state through the hash', () => {
    const state = { points: [[1, 2.5]], line: { slope: -0.3, intercept: 1 } };
    expect(readSetupHash(setupHash('least-squares', state))).toEqual({ name: 'least-squares', value: state });
  });

  it('ignores hashes that are section anchors, the figure’s own anchor, or name no live figure', () => {
    expect(readSetupHash('#gradient-descent')).toBeUndefined();
    expect(readSetupHash('#live-least-squares')).toBeUndefined();
    expect(readSetupHash('#live-no-such-figure={}')).toBeUndefined();
  });

  it('reports a named figure whose setup is not JSON, instead of throwing', () => {
    expect(readSetupHash('#live-least-squares=%7Bnot-json')).toEqual({ name: 'least-squares', error: 'The link’s setup could not be read.' });
    expect(readSetupHash('#live-least-squares=%E0%A4%A')).toMatchObject({ error: expect.any(String) });
  });
});
