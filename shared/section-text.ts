/**
 * A section's `text` holds its formulas as their plain readings ("x_i", "σ²", "ŵ = (Xᵀ X)⁻¹ Xᵀ y."),
 * so that search snippets read "convex in m and" rather than "convex in and"
 * (content/pipeline/plain-math.ts).
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

/**
 * What keeps a search document's text from reading as prose: a LaTeX command left in it, or the
 * marks a formula taken out leaves behind (a double space, a space before a comma or full stop).
 * Empty when the text reads well; content/lectures.test.ts and the glossary's test hold every
 * search document to it.
 */
export function unreadableParts(text: string): string[] {
  const readable = readableText(text);
  const problems: string[] = [];
  for (const [pattern, what] of [
    // A backslash inside a word or a string, as in code's "log loss\\nalpha", is not one.
    [/(?<![\w"'])\\[A-Za-z]+/, 'a LaTeX command'],
    [/ {2}/, 'a double space'],
    [/ [,.](?!\d)/, 'a space before a comma or full stop'],
  ] as const) {
    const found = pattern.exec(readable);
    if (found) problems.push(`${what}: "…${readable.slice(Math.max(0, found.index - 30), found.index + 30)}…"`);
  }
  return problems;
}
