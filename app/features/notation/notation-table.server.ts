/**
 * The notation page's data, made at prerender: every entry of content/notation.ts with its symbol
 * typeset by KaTeX (so no KaTeX JavaScript reaches the browser), grouped as the table groups them.
 */
import katex from 'katex';
import { lectures } from 'virtual:lecture-data';
import { katexMacros } from '../../../content/macros.ts';
import { notation, type NotationGroup } from '../../../content/notation.ts';
import { lectureShortTitles, lectureSlugs } from '../../../content/lectures.ts';

export interface NotationRow {
  id: string;
  symbol: string;
  symbolHtml: string;
  meaning: string;
  /** The lectures that use the symbol, or null when every lecture does. */
  lectures: { slug: string; title: string; shortTitle: string }[] | null;
}

export interface NotationSection {
  group: NotationGroup;
  rows: NotationRow[];
}

export function notationSections(): NotationSection[] {
  const sections = new Map<NotationGroup, NotationRow[]>();
  for (const entry of notation) {
    const symbolHtml = katex.renderToString(entry.symbol, { throwOnError: true, output: 'htmlAndMathml', macros: { ...katexMacros } });
    const rows = sections.get(entry.group) ?? [];
    const everyLecture = lectureSlugs.every((slug) => entry.lectures.includes(slug));
    const users = entry.lectures.map((slug) => ({ slug, title: lectures[slug]?.title ?? slug, shortTitle: lectureShortTitles[slug] }));
    rows.push({ id: entry.id, symbol: entry.symbol, symbolHtml, meaning: entry.meaning, lectures: everyLecture ? null : users });
    sections.set(entry.group, rows);
  }
  return [...sections].map(([group, rows]) => ({ group, rows }));
}
