/**
 * A section's `text` holds small inline formulas in a plain form ("x_i", "σ²"), so that search
 * snippets read "convex in m and" rather than "convex in and" (content/pipeline/plain-math.ts).
 * Each plain form sits between two invisible marks, because the plain forms are for reading only:
 * the indexes (the palette's Orama index, the tutor's BM25) leave them out, and so rank exactly as
 * they did before formulas had a plain form (the formulas themselves are indexed from `formulas`).
 * Browser-safe.
 */

/** Opens a formula's plain form in a section's text (U+2062, invisible times: invisible if it leaks). */
const PLAIN_MATH_OPEN = '\u2062';
/** Closes a formula's plain form (U+2063, invisible separator). */
const PLAIN_MATH_CLOSE = '\u2063';

const plainMathRun = new RegExp(`${PLAIN_MATH_OPEN}[^${PLAIN_MATH_CLOSE}]*${PLAIN_MATH_CLOSE}`, 'g');
const marks = new RegExp(`[${PLAIN_MATH_OPEN}${PLAIN_MATH_CLOSE}]`, 'g');

/** A formula's plain form, marked for a section's text. */
export function markPlainMath(plain: string): string {
  return `${PLAIN_MATH_OPEN}${plain}${PLAIN_MATH_CLOSE}`;
}

/** The text as the indexes read it: the formulas' plain forms left out. */
export function textWithoutMath(text: string): string {
  return text.includes(PLAIN_MATH_OPEN) ? text.replace(plainMathRun, ' ') : text;
}

/**
 * The text, or a stretch of it, as a reader sees it: the plain forms kept, the marks taken away
 * (a stretch may begin or end inside a plain form, so each mark is removed on its own).
 */
export function readableText(text: string): string {
  return text.replace(marks, '');
}
