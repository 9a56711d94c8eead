/**
 * Reading and checking a learner's numeric answer. React-free and dependency-free: the lecture
 * build uses it to check that each question's own stated answer passes, and the practice code in the
 * browser uses it to check the learner's.
 *
 * Accepted forms: integers and decimals ("2", "-0.5", ".5", "1.1667"), a true minus sign ("−0.5"),
 * a leading plus, exponents ("1e-3", "2.5E4"), and fractions of two such numbers ("7/6", "-1/3").
 * Thin and ordinary spaces are ignored. A comma is refused rather than guessed at: "1,5" is 1.5 in
 * half of Europe and 15 in the other half of the world.
 */

/** How close an answer must be: an absolute or relative tolerance, or agreement to so many significant figures. */
export type NumericTolerance = { absolute: number } | { relative: number } | { sigfigs: number };

const NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;

/** The number a learner typed, or null when it is not one (the reason is for the feedback line). */
export function parseNumericAnswer(text: string): { value: number } | { error: string } {
  const cleaned = text
    .trim()
    .replace(/[\s\u00a0\u2009\u202f]+/g, '')
    .replace(/[\u2212\u2013\u2012]/g, '-');
  if (cleaned === '') return { error: 'Type a number first.' };
  if (cleaned.includes(',')) return { error: 'Use a point for decimals (1.5), not a comma.' };
  const parts = cleaned.split('/');
  if (parts.length > 2 || !parts.every((part) => NUMBER.test(part))) {
    return { error: `“${text.trim()}” is not a number. Write it like 1.17, −0.5 or 7/6.` };
  }
  const [numerator, denominator = '1'] = parts.map(Number) as [number, number?];
  if (denominator === 0) return { error: 'A fraction cannot divide by zero.' };
  const value = numerator / (denominator as number);
  return Number.isFinite(value) ? { value } : { error: 'That number is too large to check.' };
}

/** `value` rounded to `figures` significant figures. */
export function roundToSignificantFigures(value: number, figures: number): number {
  if (value === 0 || !Number.isFinite(value)) return value;
  return Number(value.toPrecision(figures));
}

/**
 * Whether `given` is the expected answer within the tolerance. With significant figures, the
 * learner's number rounded to that many figures must equal the answer so rounded: 1.17 and 1.1667
 * both pass for 7/6 at three figures, 1.2 does not.
 */
export function numericAnswerMatches(given: number, expected: number, tolerance: NumericTolerance): boolean {
  if (!Number.isFinite(given)) return false;
  if ('sigfigs' in tolerance) {
    return roundToSignificantFigures(given, tolerance.sigfigs) === roundToSignificantFigures(expected, tolerance.sigfigs);
  }
  // A hair of slack for binary floating point: 0.1 + 0.2 is within 0.3 ± 0.
  const slack = 1e-12 * Math.max(1, Math.abs(expected));
  if ('absolute' in tolerance) return Math.abs(given - expected) <= tolerance.absolute + slack;
  return Math.abs(given - expected) <= tolerance.relative * Math.abs(expected) + slack;
}

/** The tolerance in words, as the question states it: "to 3 significant figures", "within ±0.01", "within 1%". */
export function describeTolerance(tolerance: NumericTolerance): string {
  if ('sigfigs' in tolerance) return `to ${tolerance.sigfigs} significant figure${tolerance.sigfigs === 1 ? '' : 's'}`;
  if ('absolute' in tolerance) return `within ±${tolerance.absolute}`;
  return `within ${Number((tolerance.relative * 100).toPrecision(3))}%`;
}

/** The expected answer as the page prints it: to the tolerance's precision, with a true minus sign. */
export function formatExpectedAnswer(expected: number, tolerance: NumericTolerance): string {
  let text: string;
  if ('sigfigs' in tolerance) text = String(roundToSignificantFigures(expected, tolerance.sigfigs));
  else if ('absolute' in tolerance) {
    const decimals = Math.max(0, Math.min(10, -Math.floor(Math.log10(tolerance.absolute)) + 1));
    text = String(Number(expected.toFixed(decimals)));
  } else text = String(roundToSignificantFigures(expected, 4));
  return text.replace('-', '−');
}
