import { describe, expect, it } from 'vitest';
import { markPlainMath, readableText, textWithoutMath } from './section-text';

describe('section text with marked plain math', () => {
  const text = `Both are convex in ${markPlainMath('m')} and both penalise ${markPlainMath('x_i ∈ ℝ^d')}.`;

  it('reads with the plain forms and without the marks', () => {
    expect(readableText(text)).toBe('Both are convex in m and both penalise x_i ∈ ℝ^d.');
  });

  it('reads a stretch cut inside a plain form without its stray mark', () => {
    const cut = text.slice(text.indexOf('∈'), text.indexOf('.'));
    expect(readableText(cut)).toBe('∈ ℝ^d');
  });

  it('indexes without the plain forms', () => {
    expect(textWithoutMath(text).replace(/\s+/g, ' ')).toBe('Both are convex in and both penalise .');
  });

  it('leaves text without formulas as it is', () => {
    expect(readableText('plain words')).toBe('plain words');
    expect(textWithoutMath('plain words')).toBe('plain words');
  });
});
