/**
 * Compares what each lecture's frontmatter declares (`notation:`, symbol → table id) with the site's
 * notation table, and says in words where they disagree. The lecture build prints these as warnings
 * (issue 19: "the build warns"); content/notation.test.ts keeps the shipped lectures at zero.
 */
import type { LectureSlug } from './lectures.ts';
import type { NotationEntry } from './notation.ts';
import { tableSymbolsIn } from './notation-words.ts';

export interface NotationDeclaration {
  readonly slug: LectureSlug;
  /** The symbol as the lecture writes it → the id of its table entry. */
  readonly notation: Readonly<Record<string, string>>;
}

/** Every disagreement between the lectures' declarations and the table, one sentence each. */
export function notationWarnings(table: readonly NotationEntry[], declarations: readonly NotationDeclaration[]): string[] {
  const byId = new Map(table.map((entry) => [entry.id, entry]));
  const bySymbol = new Map(table.map((entry) => [entry.symbol, entry]));
  const warnings: string[] = [];
  for (const { slug, notation } of declarations) {
    const declaredIds = new Set<string>();
    for (const [symbol, id] of Object.entries(notation)) {
      const entry = byId.get(id);
      if (!entry) {
        warnings.push(`${slug}: declares ${symbol} as "${id}", which content/notation.ts does not define`);
        continue;
      }
      declaredIds.add(id);
      const owner = bySymbol.get(symbol);
      if (owner && owner.id !== id) {
        warnings.push(`${slug}: uses ${symbol} for ${entry.meaning}, but the site reserves ${symbol} for ${owner.meaning}`);
      } else if (entry.symbol !== symbol) {
        warnings.push(`${slug}: writes ${symbol} for ${entry.meaning}, where the site writes ${entry.symbol}`);
      }
      if (!entry.lectures.includes(slug)) {
        warnings.push(`${slug}: uses ${entry.symbol} (${entry.id}), but content/notation.ts does not list ${slug} among its lectures`);
      }
    }
    for (const entry of table) {
      if (entry.lectures.includes(slug) && !declaredIds.has(entry.id)) {
        warnings.push(`${slug}: content/notation.ts lists it for ${entry.symbol} (${entry.id}), but its frontmatter does not declare it`);
      }
    }
  }
  return warnings;
}

/** Table-only mistakes: an id or a symbol defined twice. */
export function notationTableErrors(table: readonly NotationEntry[]): string[] {
  const errors: string[] = [];
  for (const key of ['id', 'symbol'] as const) {
    const seen = new Set<string>();
    for (const entry of table) {
      if (seen.has(entry[key])) errors.push(`content/notation.ts defines the ${key} ${entry[key]} twice`);
      seen.add(entry[key]);
    }
  }
  return errors;
}

/** A lecture's formulas as its MDX writes them: the TeX between `$…$` and `$$…$$`, code and escaped dollars left out. */
export function formulasOf(mdx: string): string[] {
  const prose = mdx
    .replace(/^```[\s\S]*?^```/gm, '')
    .replace(/`[^`\n]*`/g, '')
    .replace(/\\\$/g, '');
  return [...prose.matchAll(/\$\$([\s\S]+?)\$\$|\$([^$]+?)\$/g)].map((match) => match[1] ?? match[2]);
}

/**
 * One symbol, one idea, in the formulas themselves (issue 37): a lecture whose formulas write an
 * `exclusive` table symbol must declare it, since the site gives that symbol one meaning and a
 * lecture that writes it undeclared is using it for another (τ was a decision threshold, the
 * perceptron's margin and a shell's thickness). One sentence per lecture and symbol.
 */
export function notationUsageWarnings(table: readonly NotationEntry[], lectures: readonly (NotationDeclaration & { formulas: readonly string[] })[]): string[] {
  const warnings: string[] = [];
  for (const { slug, notation, formulas } of lectures) {
    const declared = new Set(Object.values(notation));
    const written = new Set(formulas.flatMap((formula) => tableSymbolsIn(formula, table)));
    for (const entry of table) {
      if (entry.exclusive && written.has(entry) && !declared.has(entry.id)) {
        warnings.push(`${slug}: writes ${entry.symbol} without declaring it, but the site keeps ${entry.symbol} for ${entry.meaning} alone`);
      }
    }
  }
  return warnings;
}
