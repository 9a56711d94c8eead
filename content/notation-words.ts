/**
 * The notation table as the words a learner types. Learners write "k" where a lecture writes d′,
 * "number of neighbours" for k_nn and "lambda" for an eigenvalue the site writes ν; the table says,
 * once per symbol, how it is said (`spoken` in content/notation.ts). This module finds the table
 * symbols a formula uses and gives their spoken names, so that the tutor can index each section also
 * under the names of the symbols it uses with the meaning its lecture declares.
 */
import { notation, type NotationEntry } from './notation.ts';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Commands whose braces hold words, not symbols: `\text{nn}` holds no n, `\begin{aligned}` no d. */
const textCommands = 'text|textbf|textit|textrm|operatorname|mathrm|begin|end';
/** Commands whose braces hold one letter in another font, another symbol: `\mathbf{K}` (a kernel matrix) is no K. */
const fontCommands = 'mathbf|boldsymbol|bm|mathcal|mathbb|mathsf|mathit';
const textGroup = new RegExp(`\\\\(?:${textCommands})\\{[^{}]*\\}`, 'g');
/** Whether a symbol is itself written with words (`k_{\text{nn}}`): it is looked for before the words in braces are dropped. */
const holdsText = new RegExp(`\\\\(?:${textCommands})\\{`);

/**
 * A symbol as a pattern over LaTeX: not the tail of a command (the `n` of `\min`), not a letter in a
 * font command's braces unless the symbol is written so, and a symbol ending in a command (`\nu`)
 * not the head of a longer one (`\number`).
 */
function symbolPattern(symbol: string): RegExp {
  const startsWithLetter = /^[a-zA-Z]/.test(symbol);
  const before = startsWithLetter ? `(?<!\\\\[a-zA-Z]*)(?<!\\\\(?:${fontCommands})\\{)` : '';
  const after = /\\[a-zA-Z]+$/.test(symbol) ? '(?![a-zA-Z])' : '';
  return new RegExp(`${before}${escapeRegExp(symbol)}${after}`, 'g');
}

/** The table with each symbol's pattern, in the order symbols are looked for: those written with text first, then the longest first. */
function matchOrder(table: readonly NotationEntry[]) {
  const bySymbolLength = [...table].sort((a, b) => b.symbol.length - a.symbol.length);
  const withText = bySymbolLength.filter((entry) => holdsText.test(entry.symbol));
  const plain = bySymbolLength.filter((entry) => !holdsText.test(entry.symbol));
  return [...withText, ...plain].map((entry) => ({ entry, pattern: symbolPattern(entry.symbol), withText: holdsText.test(entry.symbol) }));
}
const shippedOrder = matchOrder(notation);

/**
 * The table's entries whose symbol a formula writes. A longer symbol is found before a shorter one
 * it begins with, and its place is then blanked: `k_{\text{nn}}` is the number of neighbours, not
 * also the index k; `d'` is not also d.
 */
export function tableSymbolsIn(latex: string, table: readonly NotationEntry[] = notation): NotationEntry[] {
  const found: NotationEntry[] = [];
  let text = latex;
  let textDropped = false;
  for (const { entry, pattern, withText } of table === notation ? shippedOrder : matchOrder(table)) {
    if (!withText && !textDropped) {
      text = text.replace(textGroup, (group) => ' '.repeat(group.length));
      textDropped = true;
    }
    pattern.lastIndex = 0;
    if (!pattern.test(text)) continue;
    found.push(entry);
    text = text.replace(pattern, (symbol) => ' '.repeat(symbol.length));
  }
  return found;
}

/**
 * The spoken names of the table symbols a section's formulas use, for the entries whose lectures
 * include the section's: the same letter in another lecture may be a local symbol with another meaning.
 */
export function spokenNamesIn(latex: string, lecture: string, table: readonly NotationEntry[] = notation): string[] {
  return tableSymbolsIn(latex, table)
    .filter((entry) => (entry.lectures as readonly string[]).includes(lecture))
    .flatMap((entry) => entry.spoken ?? []);
}

// A prime is typed as an apostrophe in TeX: "d′" in a heading is the symbol d'.
const headingWordsOf = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/\u2032/g, "'")
    .split(/[^\p{L}\p{N}'-]+/u);

/**
 * A heading as the tutor indexes it: its words, with a symbol written in plain text ("Choosing d′")
 * left out, since the symbol's spoken names (`spokenNamesOfHeading`) stand for it and follow.
 * "Choosing d′" reads as "choosing k number of components", as "Choosing k" did before issue 37
 * renamed it; a bare "d" would only make the heading longer.
 */
export function headingAsWords(section: { heading: string; lecture: string; formulas: string }, table: readonly NotationEntry[] = notation): string {
  const symbols = new Set(table.filter((entry) => entry.symbol.length > 1 && entry.spoken).map((entry) => entry.symbol));
  const kept = headingWordsOf(section.heading).filter((word) => word !== '' && !symbols.has(word));
  return [...kept, ...spokenNamesOfHeading(section, table)].join(' ');
}

/**
 * The spoken names a section's heading brings. Headings hold no math, so they write a symbol by a
 * spoken name ("Choosing k", in a lecture that writes d′ for the components kept) or in plain text
 * ("Choosing d′"). A word of the heading that is a spoken name of one table symbol its lecture uses,
 * or that is the symbol itself when it is longer than one letter (a single letter in prose is too
 * often just a letter), stands for that symbol and brings the symbol's other spoken names ("number
 * of components"). A word spoken for several (a lecture's k may be d′ or k_nn) stands for the one
 * the section's formulas write, and for none if they write both or neither.
 */
export function spokenNamesOfHeading(section: { heading: string; lecture: string; formulas: string }, table: readonly NotationEntry[] = notation): string[] {
  const declared = table.filter((entry) => (entry.lectures as readonly string[]).includes(section.lecture) && entry.spoken);
  let written: NotationEntry[] | undefined;
  const names: string[] = [];
  const words = headingWordsOf(section.heading);
  for (const word of new Set(words)) {
    let entries = declared.filter((entry) => entry.spoken!.includes(word) || (word.length > 1 && entry.symbol === word));
    if (entries.length > 1) {
      written ??= tableSymbolsIn(section.formulas, table);
      entries = entries.filter((entry) => written!.includes(entry));
    }
    if (entries.length === 1) names.push(...entries[0].spoken!.filter((name) => name !== word));
  }
  return names;
}
