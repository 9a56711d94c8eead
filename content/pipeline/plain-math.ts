/**
 * A short plain-text form of simple inline math, for the section text that search snippets and
 * the tutor's LLM prompt show (the indexes skip it: shared/section-text.ts): "convex in $m$ and"
 * becomes "convex in m and" rather than a gap ("convex in and"). Only small formulas are converted
 * (symbols with subscripts and powers, joined by operators, relations, parentheses and commas, up
 * to MAX_PLAIN_LENGTH characters); anything else (fractions, sums, big operators, unknown commands)
 * returns null and stays out of the text, as before: its LaTeX is in the section's formulas.
 */

const greek: Readonly<Record<string, string>> = {
  alpha: 'α',
  beta: 'β',
  gamma: 'γ',
  delta: 'δ',
  epsilon: 'ε',
  varepsilon: 'ε',
  zeta: 'ζ',
  eta: 'η',
  theta: 'θ',
  kappa: 'κ',
  lambda: 'λ',
  mu: 'μ',
  nu: 'ν',
  xi: 'ξ',
  pi: 'π',
  rho: 'ρ',
  sigma: 'σ',
  tau: 'τ',
  phi: 'φ',
  varphi: 'φ',
  chi: 'χ',
  psi: 'ψ',
  omega: 'ω',
  Gamma: 'Γ',
  Delta: 'Δ',
  Theta: 'Θ',
  Lambda: 'Λ',
  Sigma: 'Σ',
  Phi: 'Φ',
  Psi: 'Ψ',
  Omega: 'Ω',
};

/** Symbols written as a command: relations, operators and a few constants. */
const symbols: Readonly<Record<string, string>> = {
  in: '∈',
  le: '≤',
  leq: '≤',
  ge: '≥',
  geq: '≥',
  neq: '≠',
  ne: '≠',
  approx: '≈',
  to: '→',
  times: '×',
  cdot: '·',
  mid: '|',
  pm: '±',
  infty: '∞',
  ell: 'ℓ',
  star: '*',
  ldots: '…',
  dots: '…',
  R: 'ℝ',
  perp: '⊥',
  lvert: '|',
  rvert: '|',
  lVert: '‖',
  rVert: '‖',
  log: 'log',
  exp: 'exp',
  max: 'max',
  min: 'min',
  '%': '%',
  '{': '{',
  '}': '}',
  ',': ' ',
  ' ': ' ',
};

/** Commands whose argument is shown in another font: the plain form is the argument. */
const fontCommands = new Set(['mathbf', 'boldsymbol', 'bm', 'mathrm', 'mathit', 'mathcal', 'mathbb', 'text', 'textrm', 'operatorname']);

/** Accents, as Unicode combining marks after their (one-character) base. */
const accents: Readonly<Record<string, string>> = { hat: '\u0302', tilde: '\u0303', bar: '\u0304', dot: '\u0307' };

const superscriptDigits: Readonly<Record<string, string>> = {
  '0': '⁰',
  '1': '¹',
  '2': '²',
  '3': '³',
  '4': '⁴',
  '5': '⁵',
  '6': '⁶',
  '7': '⁷',
  '8': '⁸',
  '9': '⁹',
};

/** Characters that stand for themselves. */
const literal = /[A-Za-z0-9.,()[\]=+\-/<>|'!:;]/;

/** The longest plain form kept: past this a formula reads better as a gap than as a line of symbols. */
const MAX_PLAIN_LENGTH = 30;

/** The entry for a command name, own keys only: `\constructor` must not find Object.prototype's. */
function lookup<T>(table: Readonly<Record<string, T>>, name: string): T | undefined {
  return Object.hasOwn(table, name) ? table[name] : undefined;
}

/** Thrown inside the converter when a formula has something it does not write in plain text. */
class NotPlain extends Error {}

/** Converts TeX to plain text from `tex[position]` up to the end or a closing brace. */
class Converter {
  position = 0;
  constructor(private readonly tex: string) {}

  /** A run of items up to a closing brace (consumed) or, at the top level, the end. */
  group(closing: boolean): string {
    let out = '';
    while (this.position < this.tex.length) {
      const character = this.tex[this.position];
      if (character === '}') {
        if (!closing) throw new NotPlain();
        this.position++;
        return out;
      }
      out += this.item();
    }
    if (closing) throw new NotPlain();
    return out;
  }

  /** One symbol, command, braced group or script. */
  item(): string {
    const character = this.tex[this.position];
    if (/\s/.test(character)) {
      while (/\s/.test(this.tex[this.position] ?? '')) this.position++;
      return ' ';
    }
    if (character === '{') {
      this.position++;
      return this.group(true);
    }
    if (character === '_' || character === '^') {
      this.position++;
      const script = this.argument();
      // "x_ij" reads as a subscript; "x_i=1" would not.
      if ([...script].length > 1 && !/^[\p{L}\p{N}]+$/u.test(script)) throw new NotPlain();
      if (character === '_') return `_${script}`;
      if (script === 'ᵀ' || script === 'T') return 'ᵀ';
      if (/^[0-9]+$/.test(script)) return [...script].map((digit) => superscriptDigits[digit]).join('');
      return script === '*' ? '*' : `^${script}`;
    }
    if (character === '\\') return this.command();
    if (literal.test(character)) {
      this.position++;
      return character === ',' ? ', ' : character;
    }
    throw new NotPlain();
  }

  /** The argument of a script or command: a braced group, a command or one character. */
  argument(): string {
    while (this.tex[this.position] === ' ') this.position++;
    const character = this.tex[this.position];
    if (character === undefined || character === '}') throw new NotPlain();
    if (character === '{') {
      this.position++;
      return this.group(true).trim();
    }
    if (character === '\\') return this.command();
    this.position++;
    if (!literal.test(character)) throw new NotPlain();
    return character;
  }

  command(): string {
    const name = /^\\([A-Za-z]+|.)/.exec(this.tex.slice(this.position))?.[1];
    if (!name) throw new NotPlain();
    this.position += name.length + 1;
    if (fontCommands.has(name)) return this.argument();
    const accent = lookup(accents, name);
    if (accent !== undefined) {
      const base = this.argument();
      if ([...base].length !== 1) throw new NotPlain();
      return base + accent;
    }
    if (name === 'top') return 'ᵀ';
    const symbol = lookup(greek, name) ?? lookup(symbols, name);
    if (symbol === undefined) throw new NotPlain();
    return symbol;
  }
}

/** The plain form of `tex` when it is a small formula; null otherwise. */
export function plainMath(tex: string): string | null {
  try {
    const plain = new Converter(tex).group(false).replace(/\s+/g, ' ').replace(/ ,/g, ',').trim();
    return plain && plain.length <= MAX_PLAIN_LENGTH ? plain : null;
  } catch (error) {
    if (error instanceof NotPlain) return null;
    throw error;
  }
}
