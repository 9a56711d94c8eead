/**
 * Inputs that make Markdown parsers slow: the unit tests check that each renders, and
 * bench/chat-markdown.ts times them (speed belongs in a benchmark, not in a timed unit test).
 */

const repeat = (unit: string, size: number) => unit.repeat(Math.ceil(size / unit.length));

/** A list nested one level deeper on each line, `size` characters long. */
function indentedList(size: number): string {
  let lines = '';
  for (let depth = 0; lines.length < size; depth++) lines += `${'  '.repeat(depth)}- a\n`;
  return lines;
}

/**
 * Shapes of input that are quadratic or exponential in a naive parser, each at any size: emphasis
 * and link openers that never close, code spans, math delimiters, autolinks, deep quotes and lists,
 * setext underlines, trailing spaces in a heading.
 */
export const pathologicalShapes: readonly ((size: number) => string)[] = [
  (size) => repeat('*a ', size),
  (size) => repeat('**a _b ', size),
  (size) => repeat('*a_', size),
  (size) => repeat('a* ', size),
  (size) => `${repeat('*', size / 2)}a${repeat('*', size / 2)}`,
  (size) => repeat('[a](x', size),
  (size) => `${repeat('[', size)}]`,
  (size) => `${repeat('[a]', size)}(/x)`,
  (size) => repeat('`` ` ', size),
  (size) => repeat('\\(\n', size),
  (size) => repeat('\\[\n', size),
  (size) => repeat('$$\na\n\n', size),
  (size) => repeat('$a ', size),
  (size) => repeat('$$ ', size),
  (size) => repeat('<https://a', size),
  (size) => repeat('www.a ', size),
  (size) => `${repeat('> ', size)}deep`,
  (size) => `${repeat('>', size)} deep`,
  (size) => `${repeat('- ', size)}deep`,
  (size) => repeat('  - a\n', size),
  (size) => repeat('- a\n', size),
  (size) => repeat('> a\n\n', size),
  (size) => repeat('a\n=\n', size),
  indentedList,
  (size) => `# a${repeat(' ', size)}b`,
];

/** The units hostile answers repeat: what parsers trip on, and a mix of them. */
const hostileUnits = ['*', '[', '`', '$', '\\(', '*_[`$\\(<~', '[a](', '- ', '- a\n', '> a\n\n', 'a\n=\n', '$$\na\n', '**a _b [c](/d) `e` $f$ '];

/** Answers of `size` characters, each one unit repeated, and one of all the units in turn. */
export function hostileAnswers(size: number): string[] {
  const mixed = hostileUnits.join('');
  return [...hostileUnits.map((unit) => unit.repeat(Math.floor(size / unit.length))), mixed.repeat(Math.floor(size / mixed.length))];
}
