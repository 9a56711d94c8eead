import { describe, expect, it } from 'vitest';
import { checkNumericAnswer, describeTolerance, formatExpectedAnswer, numericAnswerMatches, parseNumericAnswer } from './numeric-answer.ts';

const value = (text: string) => {
  const parsed = parseNumericAnswer(text);
  return 'value' in parsed ? parsed.value : parsed.error;
};

describe('reading a numeric answer', () => {
  it('reads the forms the issue names: 7/6, 1.1667, 1.17, -0.5 and −0.5', () => {
    expect(value('7/6')).toBeCloseTo(7 / 6, 15);
    expect(value('1.1667')).toBe(1.1667);
    expect(value('1.17')).toBe(1.17);
    expect(value('-0.5')).toBe(-0.5);
    expect(value('−0.5')).toBe(-0.5);
  });

  it('reads signs, exponents, bare decimal points, fractions with signs and spaces', () => {
    expect(value('+2')).toBe(2);
    expect(value('.5')).toBe(0.5);
    expect(value('3.')).toBe(3);
    expect(value('1e-3')).toBe(0.001);
    expect(value('2.5E4')).toBe(25000);
    expect(value(' −1 / 3 ')).toBeCloseTo(-1 / 3, 15);
    expect(value('1 000')).toBe(1000);
  });

  it('reads thousands grouped by a comma or a space (4,000 as the SVM question writes it), and refuses 1,5 as a decimal comma', () => {
    expect(value('4,000')).toBe(4000);
    expect(value('1,234,567')).toBe(1234567);
    expect(value('−1,234.5')).toBe(-1234.5);
    expect(value('4\u2009000')).toBe(4000);
    expect(value('1\u00a0234\u00a0567')).toBe(1234567);
    expect(value('4,000/3')).toBeCloseTo(4000 / 3, 12);
    for (const text of ['1,5', '1,50', '1,5000', '12,34,567', '1.000,5', '1,000 000'])
      expect(value(text), text).toBe('Use a point for decimals (1.5), not a comma.');
    expect(value('1 5')).toMatch(/is not a number/);
  });

  it('refuses what is not a number, with a reason the learner can act on', () => {
    expect(value('')).toBe('Type a number first.');
    expect(value('1,5')).toMatch(/not a comma/);
    expect(value('abc')).toMatch(/is not a number/);
    expect(value('1/2/3')).toMatch(/is not a number/);
    expect(value('--1')).toMatch(/is not a number/);
    expect(value('7/0')).toMatch(/divide by zero/);
    expect(value('1e999')).toMatch(/too large/);
  });
});

describe('checking a numeric answer', () => {
  it('with significant figures: 1.17 and 1.1667 pass for 7/6 at 3 figures, 1.2 and 1.16 do not', () => {
    const threeFigures = { sigfigs: 3 };
    expect(numericAnswerMatches(1.17, 7 / 6, threeFigures)).toBe(true);
    expect(numericAnswerMatches(1.1667, 7 / 6, threeFigures)).toBe(true);
    expect(numericAnswerMatches(7 / 6, 7 / 6, threeFigures)).toBe(true);
    expect(numericAnswerMatches(1.2, 7 / 6, threeFigures)).toBe(false);
    expect(numericAnswerMatches(1.16, 7 / 6, threeFigures)).toBe(false);
    expect(numericAnswerMatches(-0.5, -0.5, { sigfigs: 2 })).toBe(true);
    expect(numericAnswerMatches(0.5, -0.5, { sigfigs: 2 })).toBe(false);
  });

  it('with significant figures, compares numbers, not rounded strings: 0.6415 and 2.965 are right at 3 figures (issue 37)', () => {
    const threeFigures = { sigfigs: 3 };
    const thinShell = 1 - 0.95 ** 20;
    expect(checkNumericAnswer('0.6415', thinShell, threeFigures)).toEqual({ correct: true });
    expect(checkNumericAnswer('0.642', thinShell, threeFigures)).toEqual({ correct: true });
    expect(checkNumericAnswer('0.6425', thinShell, threeFigures)).toEqual({ correct: false });
    expect(checkNumericAnswer('2.965', 2.9654921787179016, threeFigures)).toEqual({ correct: true });
    expect(checkNumericAnswer('2.96', 2.9654921787179016, threeFigures)).toEqual({ correct: false });
  });

  it('with significant figures, refuses too few figures with how many are needed, unless the answer is wrong anyway or exact', () => {
    const threeFigures = { sigfigs: 3 };
    expect(checkNumericAnswer('1.2', 7 / 6, threeFigures)).toEqual({ error: 'Give at least 3 significant figures: “1.2” has 2.' });
    expect(checkNumericAnswer('0.64', 1 - 0.95 ** 20, threeFigures)).toEqual({ error: 'Give at least 3 significant figures: “0.64” has 2.' });
    expect(checkNumericAnswer('2', 7 / 6, threeFigures)).toEqual({ correct: false });
    expect(checkNumericAnswer('7', 7, threeFigures)).toEqual({ correct: true });
    expect(checkNumericAnswer('−0.4', -0.4000000000000002, threeFigures)).toEqual({ correct: true });
    expect(checkNumericAnswer('4,000', 4000, { sigfigs: 4 })).toEqual({ correct: true });
    expect(checkNumericAnswer('4e3', 4001, { sigfigs: 4 })).toEqual({ error: 'Give at least 4 significant figures: “4e3” has 1.' });
    expect(checkNumericAnswer('7/6', 7 / 6, threeFigures)).toEqual({ correct: true });
    expect(checkNumericAnswer('1,17', 7 / 6, threeFigures)).toEqual({ error: 'Use a point for decimals (1.5), not a comma.' });
  });

  it('with an absolute tolerance, the edges are in and a hair beyond is out', () => {
    expect(numericAnswerMatches(2.31, 2.3, { absolute: 0.01 })).toBe(true);
    expect(numericAnswerMatches(2.29, 2.3, { absolute: 0.01 })).toBe(true);
    expect(numericAnswerMatches(2.3101, 2.3, { absolute: 0.01 })).toBe(false);
    expect(numericAnswerMatches(2.2899, 2.3, { absolute: 0.01 })).toBe(false);
  });

  it('with a relative tolerance, the band scales with the answer', () => {
    expect(numericAnswerMatches(101, 100, { relative: 0.01 })).toBe(true);
    expect(numericAnswerMatches(101.5, 100, { relative: 0.01 })).toBe(false);
    expect(numericAnswerMatches(-0.0101, -0.01, { relative: 0.01 })).toBe(true);
  });

  it('states the tolerance and prints the answer to its precision', () => {
    expect(describeTolerance({ sigfigs: 3 })).toBe('to 3 significant figures');
    expect(describeTolerance({ absolute: 0.01 })).toBe('within ±0.01');
    expect(describeTolerance({ relative: 0.05 })).toBe('within 5%');
    expect(formatExpectedAnswer(7 / 6, { sigfigs: 3 })).toBe('1.17');
    expect(formatExpectedAnswer(-0.5, { absolute: 0.01 })).toBe('−0.5');
    expect(formatExpectedAnswer(2.3149, { absolute: 0.01 })).toBe('2.315');
  });
});
