/**
 * KaTeX macros shared by every lecture and by the tutor's answers, so a formula copied from a
 * lecture renders the same wherever it appears. Use them in MDX as \R, \E, \argmin, ...
 */
export const katexMacros: Readonly<Record<string, string>> = {
  '\\R': '\\mathbb{R}',
  '\\E': '\\mathbb{E}',
  '\\argmin': '\\operatorname*{arg\\,min}',
  '\\argmax': '\\operatorname*{arg\\,max}',
  '\\sign': '\\operatorname{sign}',
  '\\diag': '\\operatorname{diag}',
  '\\tr': '\\operatorname{tr}',
  '\\Var': '\\operatorname{Var}',
  '\\Cov': '\\operatorname{Cov}',
  '\\norm': '\\left\\lVert #1 \\right\\rVert',
  '\\abs': '\\left\\lvert #1 \\right\\rvert',
};
