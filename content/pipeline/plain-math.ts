/**
 * The plain reading of a formula, for the section text that search snippets and the tutor's LLM
 * prompt show (the indexes skip it: shared/section-text.ts): "Since $\\nabla J(\\mathbf{w}^\\star) =
 * \\mathbf{0}$ and" becomes "Since ∇J(w*) = 0 and" rather than a sentence with a hole ("Since and").
 * Every formula the lectures write has one (content/lectures.test.ts checks it): symbols with their
 * subscripts and powers, fractions as a/b, roots, sums and products as Σ and ∏ with their limits,
 * the site's macros (content/macros.ts), and environments (aligned, cases, matrices) a row at a
 * time, separated by semicolons. A formula with something the reader does not know (an unknown
 * command) returns null and stays out of the text; its LaTeX is in the section's formulas.
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
  upsilon: 'υ',
  vartheta: 'ϑ',
  Xi: 'Ξ',
  Pi: 'Π',
  Upsilon: 'Υ',
  Gamma: 'Γ',
  Delta: 'Δ',
  Theta: 'Θ',
  Lambda: 'Λ',
  Sigma: 'Σ',
  Phi: 'Φ',
  Psi: 'Ψ',
  Omega: 'Ω',
};

/** Symbols written as a command: relations, operators, arrows, delimiters and a few constants. */
const symbols: Readonly<Record<string, string>> = {
  in: '∈',
  notin: '∉',
  le: '≤',
  leq: '≤',
  ge: '≥',
  geq: '≥',
  neq: '≠',
  ne: '≠',
  approx: '≈',
  equiv: '≡',
  sim: '~',
  propto: '∝',
  ll: '≪',
  gg: '≫',
  to: '→',
  rightarrow: '→',
  leftarrow: '←',
  Rightarrow: '⇒',
  Longrightarrow: '⟹',
  implies: '⟹',
  Leftrightarrow: '⇔',
  Longleftrightarrow: '⟺',
  iff: '⟺',
  mapsto: '↦',
  times: '×',
  cdot: '·',
  odot: '⊙',
  otimes: '⊗',
  circ: '∘',
  ast: '*',
  star: '*',
  mid: '|',
  pm: '±',
  mp: '∓',
  infty: '∞',
  ell: 'ℓ',
  nabla: '∇',
  partial: '∂',
  sum: 'Σ',
  prod: '∏',
  int: '∫',
  iint: '∬',
  ldots: '…',
  dots: '…',
  cdots: '⋯',
  vdots: '⋮',
  ddots: '⋱',
  R: 'ℝ',
  E: '𝔼',
  perp: '⊥',
  cup: '∪',
  cap: '∩',
  subset: '⊂',
  subseteq: '⊆',
  supset: '⊃',
  supseteq: '⊇',
  setminus: '∖',
  emptyset: '∅',
  varnothing: '∅',
  forall: '∀',
  exists: '∃',
  neg: '¬',
  prime: '′',
  square: '□',
  blacksquare: '■',
  lvert: '|',
  rvert: '|',
  vert: '|',
  lVert: '‖',
  rVert: '‖',
  Vert: '‖',
  '|': '‖',
  langle: '⟨',
  rangle: '⟩',
  lfloor: '⌊',
  rfloor: '⌋',
  lceil: '⌈',
  rceil: '⌉',
  lbrace: '{',
  rbrace: '}',
  '{': '{',
  '}': '}',
  '%': '%',
  '#': '#',
  '&': '&',
  _: '_',
  $: '$',
  colon: ':',
  bmod: 'mod',
  // Named functions and operators read as their names.
  log: 'log',
  ln: 'ln',
  exp: 'exp',
  max: 'max',
  min: 'min',
  sup: 'sup',
  inf: 'inf',
  lim: 'lim',
  arg: 'arg',
  det: 'det',
  dim: 'dim',
  sin: 'sin',
  cos: 'cos',
  tan: 'tan',
  tanh: 'tanh',
  Pr: 'Pr',
  argmin: 'argmin',
  argmax: 'argmax',
  sign: 'sign',
  diag: 'diag',
  tr: 'tr',
  Var: 'Var',
  Cov: 'Cov',
  // Spacing.
  ',': ' ',
  ':': ' ',
  ';': ' ',
  ' ': ' ',
  '!': '',
  quad: ' ',
  qquad: ' ',
};

/** Sizing and style commands that change how the next delimiter or formula looks, not what it says. */
const invisible = new Set([
  'left',
  'right',
  'middle',
  'big',
  'Big',
  'bigg',
  'Bigg',
  'bigl',
  'bigr',
  'Bigl',
  'Bigr',
  'biggl',
  'biggr',
  'displaystyle',
  'textstyle',
  'limits',
  'nolimits',
]);

/** Commands whose argument is shown in another font: the plain form is the argument. */
const fontCommands = new Set([
  'mathbf',
  'boldsymbol',
  'bm',
  'mathrm',
  'mathit',
  'mathsf',
  'mathtt',
  'mathcal',
  'mathscr',
  'mathfrak',
  'text',
  'textrm',
  'textbf',
  'textit',
  'operatorname',
  'boxed',
]);

/** Letters in the blackboard-bold font that have a character of their own. */
const doubleStruck: Readonly<Record<string, string>> = { R: 'ℝ', E: '𝔼', N: 'ℕ', Z: 'ℤ', Q: 'ℚ', C: 'ℂ', P: 'ℙ' };

/** Accents, as Unicode combining marks after their (one-character) base. */
const accents: Readonly<Record<string, string>> = {
  hat: '\u0302',
  widehat: '\u0302',
  tilde: '\u0303',
  widetilde: '\u0303',
  bar: '\u0304',
  overline: '\u0304',
  dot: '\u0307',
  ddot: '\u0308',
  vec: '\u20d7',
};

const superscripts: Readonly<Record<string, string>> = {
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
  '-': '⁻',
  '−': '⁻',
  '+': '⁺',
};

/** Environments whose cells are separated by commas and whose rows are wrapped in their brackets. */
const matrices: Readonly<Record<string, readonly [string, string]>> = {
  matrix: ['', ''],
  pmatrix: ['(', ')'],
  bmatrix: ['[', ']'],
  Bmatrix: ['{', '}'],
  vmatrix: ['|', '|'],
  Vmatrix: ['‖', '‖'],
};

/** Environments whose cells are parts of one line (alignment, conditions): cells joined by a space. */
const lineEnvironments: Readonly<Record<string, readonly [string, string]>> = {
  aligned: ['', ''],
  align: ['', ''],
  'align*': ['', ''],
  gathered: ['', ''],
  split: ['', ''],
  array: ['', ''],
  cases: ['{ ', ''],
};

/** Characters that stand for themselves. */
const literal = /[A-Za-z0-9.,()[\]=+\-/<>|'!:;*?"@−]/;

/** The entry for a command name, own keys only: `\constructor` must not find Object.prototype's. */
function lookup<T>(table: Readonly<Record<string, T>>, name: string): T | undefined {
  return Object.hasOwn(table, name) ? table[name] : undefined;
}

/** Thrown inside the converter when a formula has something it does not write in plain text. */
class NotPlain extends Error {}

/**
 * One symbol, number or function value ("n", "σ²", "x_(i+1)", "0.5", "p(x)"): read without
 * parentheses as a numerator, denominator or radicand. Anything more ("2σ⁴", "n V") gets them, so
 * that n/(2σ⁴) does not read as (n/2)σ⁴.
 */
const atom = /^(?:[0-9]+(?:\.[0-9]+)?|∂?\p{L}[\u0300-\u036f\u20d7]?(?:[_^](?:\([^()]*\)|[\p{L}\p{N}]+)|[′*ᵀ⁰¹²³⁴⁵⁶⁷⁸⁹⁻⁺])*|\p{L}+\([^()]*\)|\([^()]*\))$/u;

/** A numerator, denominator or radicand, in parentheses unless it is one atom. */
function grouped(plain: string): string {
  const trimmed = plain.trim();
  return atom.test(trimmed) ? trimmed : `(${trimmed})`;
}

/** How cells and rows of the environment being read are joined. */
interface Separators {
  cell: string;
  row: string;
}

/** Converts TeX to plain text from `tex[position]` up to the end, a closing brace or the end of an environment. */
class Converter {
  position = 0;
  private readonly environments: Separators[] = [];
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
    if (/\s/.test(character) || character === '~') {
      while (/[\s~]/.test(this.tex[this.position] ?? '')) this.position++;
      return ' ';
    }
    if (character === '{') {
      this.position++;
      return this.group(true);
    }
    if (character === '_' || character === '^') {
      this.position++;
      return this.script(character, this.argument().trim());
    }
    if (character === '&') {
      const environment = this.environments.at(-1);
      if (!environment) throw new NotPlain();
      this.position++;
      return environment.cell;
    }
    if (character === '\\') return this.command();
    if (literal.test(character)) {
      this.position++;
      return character === ',' ? ', ' : character;
    }
    throw new NotPlain();
  }

  /** A subscript or superscript: x_i, x_(i+1), σ², e^(-u), 10⁻⁸, wᵀ, h*. */
  script(kind: '_' | '^', script: string): string {
    if (script === '') return '';
    const simple = [...script].length === 1 || /^[\p{L}\p{N}\u0300-\u036f]+$/u.test(script);
    const wrapped = simple || /^\([^()]*\)$/.test(script) ? script : `(${script})`;
    if (kind === '_') return `_${wrapped}`;
    if (script === 'ᵀ' || script === 'T') return 'ᵀ';
    if (script === '*' || script === '′' || script === "'") return script === '*' ? '*' : '′';
    if (/^[-−+]?[0-9]+$/.test(script)) return [...script].map((digit) => superscripts[digit]).join('');
    return `^${wrapped}`;
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

  /** A braced argument as written (an environment's name, an array's column spec). */
  rawArgument(): string {
    const found = /^\s*\{([^{}]*)\}/.exec(this.tex.slice(this.position));
    if (!found) throw new NotPlain();
    this.position += found[0].length;
    return found[1];
  }

  /** Skips an optional argument in brackets (`\\sqrt[3]`, `\\\\[4pt]`), returning it. */
  optionalArgument(): string | null {
    const found = /^\s*\[([^\]]*)\]/.exec(this.tex.slice(this.position));
    if (!found) return null;
    this.position += found[0].length;
    return found[1];
  }

  /** `\\begin{name}…\\end{name}`: its rows, each a line, separated by semicolons. */
  environment(): string {
    const name = this.rawArgument();
    if (name === 'array') this.rawArgument();
    const matrix = lookup(matrices, name);
    const line = lookup(lineEnvironments, name);
    if (!matrix && !line) throw new NotPlain();
    const [open, close] = matrix ?? line!;
    this.environments.push(matrix ? { cell: ', ', row: '; ' } : { cell: ' ', row: '; ' });
    const end = `\\end{${name}}`;
    let out = '';
    while (!this.tex.startsWith(end, this.position)) {
      if (this.position >= this.tex.length || this.tex[this.position] === '}') throw new NotPlain();
      out += this.item();
    }
    this.position += end.length;
    this.environments.pop();
    // A trailing row break (`\\\\` before \\end) leaves an empty last row.
    const body = out.replace(/(?:\s*;\s*)+$/, '').trim();
    return `${open}${body}${close}`;
  }

  command(): string {
    const name = /^\\([A-Za-z]+\*?|.)/.exec(this.tex.slice(this.position))?.[1];
    if (!name) throw new NotPlain();
    this.position += name.length + 1;
    if (name === '\\') {
      // A row break, with its optional spacing (`\\\\[4pt]`).
      this.optionalArgument();
      const environment = this.environments.at(-1);
      return environment ? environment.row : '; ';
    }
    if (name === 'begin') return this.environment();
    if (invisible.has(name)) {
      // `\\left.` opens nothing: the dot is not a full stop.
      if (this.tex[this.position] === '.') this.position++;
      return '';
    }
    if (name === 'operatorname*') return this.argument().replace(/\s+/g, '');
    if (fontCommands.has(name)) return this.argument();
    if (name === 'mathbb') {
      const letter = this.argument();
      return lookup(doubleStruck, letter) ?? letter;
    }
    if (name === 'frac' || name === 'tfrac' || name === 'dfrac') {
      const numerator = this.argument();
      const denominator = this.argument();
      return `${grouped(numerator)}/${grouped(denominator)} `;
    }
    if (name === 'binom') {
      const n = this.argument();
      const k = this.argument();
      return `C(${n.trim()}, ${k.trim()})`;
    }
    if (name === 'sqrt') {
      const index = this.optionalArgument();
      const radicand = grouped(this.argument());
      return index === null ? `√${radicand}` : `${index}√${radicand}`;
    }
    if (name === 'norm') return `‖${this.argument()}‖`;
    if (name === 'abs') return `|${this.argument()}|`;
    if (name === 'underbrace' || name === 'overbrace') {
      // The brace's label (`_{\\text{noise}}`) names the part; the reading keeps the part.
      const part = this.argument();
      while (this.tex[this.position] === ' ') this.position++;
      if (this.tex[this.position] === (name === 'underbrace' ? '_' : '^')) {
        this.position++;
        this.argument();
      }
      return part;
    }
    if (name === 'xrightarrow') {
      this.optionalArgument();
      return ` →(${this.argument()}) `;
    }
    const accent = lookup(accents, name);
    if (accent !== undefined) {
      const base = this.argument();
      return [...base].length === 1 ? base + accent : `${name}(${base})`;
    }
    if (name === 'top') return 'ᵀ';
    const symbol = lookup(greek, name) ?? lookup(symbols, name);
    if (symbol === undefined) throw new NotPlain();
    // A named operator runs into its neighbours without a space in TeX (`n\\Var(w)`, `\\log x`, `\\max_i`).
    if (!/^[a-zA-Z]{2,}$/.test(symbol)) return symbol;
    return /^[A-Za-z0-9\\]/.test(this.tex[this.position] ?? '') ? ` ${symbol} ` : ` ${symbol}`;
  }
}

/** The plain reading of `tex`; null when it holds something the reader does not know. */
export function plainMath(tex: string): string | null {
  try {
    const plain = new Converter(tex)
      .group(false)
      .replace(/\s+/g, ' ')
      .replace(/ ([,.;])/g, '$1')
      // A row that ends with its own punctuation needs no separator.
      .replace(/([,.;]) ?;/g, '$1')
      .replace(/∂ (?=\S)/g, '∂')
      .replace(/\( /g, '(')
      .replace(/ \)/g, ')')
      .trim();
    return plain || null;
  } catch (error) {
    if (error instanceof NotPlain) return null;
    throw error;
  }
}
