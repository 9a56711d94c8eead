/**
 * Reading and checking a learner's numeric answer. React-free and dependency-free: the lecture
 * build uses it to check that each question's own stated answer passes, and the practice code in the
 * browser uses it to check the learner's.
 *
 * Accepted forms: integers and decimals ("2", "-0.5", ".5", "1.1667"), a true minus sign ("−0.5"),
 * a leading plus, exponents ("1e-3", "2.5E4"), fractions of two such numbers ("7/6", "-1/3"), and
 * thousands grouped by a comma or a space ("4,000", "1 234 567.5"). Any other comma is refused rather
 * than guessed at: "1,5" is 1.5 in half of Europe and 15 in the other half of the world, while a
 * comma before groups of exactly three digits reads one way only (a question asking for 1.500 says
 * so with a point).
 */

/** How close an answer must be: an absolute or relative tolerance, or agreement to so many significant figures. */
export type NumericTolerance = { absolute: number } | { relative: number } | { sigfigs: number };

const NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;
// Thousands grouped by one separator used throughout: a comma, or an ordinary, no-break or thin space.
const GROUPED_THOUSANDS = /^([+-]?\d{1,3})(?:([,\s])\d{3})(?:\2\d{3})*(?:\.\d*)?(?:e[+-]?\d+)?$/i;

/** How precisely a typed decimal states its value: its significant figures and the power of ten of its last digit. */
export interface StatedPrecision {
  figures: number;
  lastPlace: number;
}

/** A number a learner typed; `precision` is absent for a fraction, which states its value exactly. */
export interface NumericAnswer {
  value: number;
  precision?: StatedPrecision;
}

/** The precision a plain decimal numeral states: "0.6415" has 4 figures to 10⁻⁴, "4000" 4 to 10⁰, "2.5e4" 2 to 10³. */
function precisionOf(numeral: string): StatedPrecision {
  const [mantissa, exponent = '0'] = numeral.replace(/^[+-]/, '').toLowerCase().split('e');
  const [whole, fraction = ''] = mantissa.split('.');
  const significant = (whole + fraction).replace(/^0+/, '');
  // Zero states no figure; it is judged by its value alone (see checkNumericAnswer).
  return { figures: significant.length === 0 ? Infinity : significant.length, lastPlace: Number(exponent) - fraction.length };
}

/** The number a learner typed, or why it is not one (the reason is for the feedback line). */
export function parseNumericAnswer(text: string): NumericAnswer | { error: string } {
  const cleaned = text.trim().replace(/[\u2212\u2013\u2012]/g, '-');
  if (cleaned === '') return { error: 'Type a number first.' };
  const parts = cleaned.split('/').map((part) => {
    const numeral = part.trim().replace(/^([+-])\s+/, '$1');
    return GROUPED_THOUSANDS.test(numeral) ? numeral.replace(/[,\s]/g, '') : numeral;
  });
  if (parts.some((part) => part.includes(','))) return { error: 'Use a point for decimals (1.5), not a comma.' };
  if (parts.length > 2 || !parts.every((part) => NUMBER.test(part))) {
    return { error: `“${text.trim()}” is not a number. Write it like 1.17, −0.5 or 7/6.` };
  }
  const [numerator, denominator = 1] = parts.map(Number) as [number, number?];
  if (denominator === 0) return { error: 'A fraction cannot divide by zero.' };
  const value = numerator / denominator;
  if (!Number.isFinite(value)) return { error: 'That number is too large to check.' };
  return parts.length === 1 ? { value, precision: precisionOf(parts[0]) } : { value };
}

/** `value` rounded to `figures` significant figures. */
export function roundToSignificantFigures(value: number, figures: number): number {
  if (value === 0 || !Number.isFinite(value)) return value;
  return Number(value.toPrecision(figures));
}

// A hair of slack for binary floating point: 0.1 + 0.2 is within 0.3 ± 0, and 0.6415 − 0.641514 is
// not computed exactly either.
const slackOf = (scale: number) => 1e-12 * Math.max(1, Math.abs(scale));

/** Whether two numbers are the same up to floating point: −0.4 and the computed −0.4000000000000002. */
const sameNumber = (a: number, b: number) => Math.abs(a - b) <= 1e-12 * Math.max(Math.abs(a), Math.abs(b));

/** Half a unit in the last of `figures` significant figures of `value`: 0.0005 for 0.641514 at 3. */
function halfUnitInLastFigure(value: number, figures: number): number {
  return value === 0 ? 0 : 0.5 * 10 ** (Math.floor(Math.log10(Math.abs(value))) - figures + 1);
}

/**
 * Whether the number `given` is the expected answer within the tolerance. With significant figures,
 * it must lie within half a unit of the last required figure of the exact answer: for 7/6 at three
 * figures, anything in 1.1667 ± 0.005, so 1.17 and 1.1667 pass and 1.16 does not. The comparison is
 * on numbers, never on rounded strings, where binary floating point decides ties: 0.6415 is stored
 * just below itself and `toPrecision(3)` makes it 0.641.
 */
export function numericAnswerMatches(given: number, expected: number, tolerance: NumericTolerance): boolean {
  if (!Number.isFinite(given)) return false;
  if ('sigfigs' in tolerance) {
    const halfUnit = halfUnitInLastFigure(expected, tolerance.sigfigs);
    return sameNumber(given, expected) || Math.abs(given - expected) <= halfUnit * (1 + 1e-9);
  }
  const slack = slackOf(expected);
  if ('absolute' in tolerance) return Math.abs(given - expected) <= tolerance.absolute + slack;
  return Math.abs(given - expected) <= tolerance.relative * Math.abs(expected) + slack;
}

/**
 * A learner's typed answer judged: right or wrong, or refused with the reason (not a number, or
 * fewer significant figures than the question asks for). An answer with too few figures is refused
 * only when it is the key rounded to fewer figures ("0.64" for 0.641514 at three), since then more
 * figures would make it right; one that is wrong at its own precision ("0.5") is simply wrong. An
 * answer equal to the key is right however it is written ("7" for exactly 7, "0.5" for exactly 1/2).
 */
export function checkNumericAnswer(text: string, expected: number, tolerance: NumericTolerance): { correct: boolean } | { error: string } {
  const parsed = parseNumericAnswer(text);
  if ('error' in parsed) return parsed;
  const { value, precision } = parsed;
  if ('sigfigs' in tolerance && precision && precision.figures < tolerance.sigfigs && !sameNumber(value, expected)) {
    const halfUnit = 0.5 * 10 ** precision.lastPlace;
    if (Math.abs(value - expected) > halfUnit * (1 + 1e-9)) return { correct: false };
    const figures = (count: number) => `${count} significant figure${count === 1 ? '' : 's'}`;
    return { error: `Give at least ${figures(tolerance.sigfigs)}: “${text.trim()}” has ${precision.figures}.` };
  }
  return { correct: numericAnswerMatches(value, expected, tolerance) };
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
