/**
 * The glossary as content: the size the issue asks for, one entry per term and per alias, every
 * definition short enough to stand alone and typeset without error, every section link pointing
 * at a heading that exists, every related term defined.
 */
import katex from 'katex';
import { beforeAll, describe, expect, it } from 'vitest';
import { katexMacros } from '../macros.ts';
import { lecturesForTests } from '../pipeline/lectures-for-tests.ts';
import { glossary } from './glossary.ts';
import { glossarySearchDocuments } from './search-documents.ts';
import { plainMath } from '../pipeline/plain-math.ts';
import { unreadableParts } from '../../shared/section-text.ts';

/** Normal form used to compare terms and aliases: case, accents, hyphens and plurals' "s" ignored. */
function comparable(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[-‐–\s_.]+/g, ' ')
    .trim();
}

function mathOf(markdown: string): string[] {
  return [...markdown.matchAll(/\$([^$]+)\$/g)].map((match) => match[1]);
}

let anchors: Set<string>;
beforeAll(async () => {
  const lectures = await lecturesForTests();
  anchors = new Set([...lectures.values()].flatMap((lecture) => lecture.toc.map((entry) => `/${lecture.slug}#${entry.id}`)));
}, 900_000);

describe('the glossary', () => {
  it('has at least 300 terms', () => {
    expect(glossary.length).toBeGreaterThanOrEqual(300);
  });

  it('has one entry per id, per term and per alias', () => {
    const seen = new Map<string, string>();
    const ids = new Set<string>();
    for (const entry of glossary) {
      expect(ids.has(entry.id), `id ${entry.id} twice`).toBe(false);
      ids.add(entry.id);
      for (const name of [entry.term, ...entry.aliases]) {
        const key = comparable(name);
        const owner = seen.get(key);
        expect(owner === undefined || owner === entry.id, `"${name}" names both ${owner} and ${entry.id}`).toBe(true);
        seen.set(key, entry.id);
      }
    }
  });

  it('defines each term in one to three sentences, without sending the learner elsewhere', () => {
    for (const entry of glossary) {
      const prose = entry.definition.replace(/\$[^$]+\$/g, 'x').replace(/\b(e\.g|i\.e|vs|etc)\./g, '$1');
      const sentences = prose.split(/[.!?](?:\s+|$)/).filter((part) => /[A-Za-z]/.test(part));
      expect(sentences.length, `${entry.id}: ${sentences.length} sentences`).toBeGreaterThanOrEqual(1);
      expect(sentences.length, `${entry.id}: ${sentences.length} sentences`).toBeLessThanOrEqual(3);
      expect(entry.definition, entry.id).not.toMatch(/see the lecture/i);
    }
  });

  it('typesets every formula and every inline formula with the site macros', () => {
    for (const entry of glossary) {
      for (const tex of [...mathOf(entry.definition), ...(entry.formula ? [entry.formula] : [])]) {
        expect(() => katex.renderToString(tex, { throwOnError: true, strict: 'error', macros: { ...katexMacros } }), `${entry.id}: ${tex}`).not.toThrow();
      }
    }
  });

  it('links each term to a lecture section that exists, and relates only defined terms', () => {
    const ids = new Set(glossary.map((entry) => entry.id));
    for (const entry of glossary) {
      expect(anchors.has(entry.section), `${entry.id}: ${entry.section} is not a heading of a lecture`).toBe(true);
      for (const related of entry.related) {
        expect(ids.has(related), `${entry.id} relates ${related}, which has no entry`).toBe(true);
        expect(related, `${entry.id} relates itself`).not.toBe(entry.id);
      }
    }
  });
});

describe('the glossary as search documents (issue 39)', () => {
  it('read as prose: every formula has its plain reading, and no text holds a LaTeX command or a gap', () => {
    const problems: string[] = [];
    for (const document of glossarySearchDocuments(glossary.map((entry) => ({ ...entry, section: '' })))) {
      for (const formula of document.formulas.split('\n').filter(Boolean))
        if (plainMath(formula) === null) problems.push(`${document.id}: no plain reading of $${formula}$`);
      for (const problem of unreadableParts(document.text)) problems.push(`${document.id}: ${problem}`);
    }
    expect(problems).toEqual([]);
  });
});
