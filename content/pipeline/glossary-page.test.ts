import { beforeAll, describe, expect, it } from 'vitest';
import { glossary, glossaryLetter } from '../glossary/glossary.ts';
import { deferFarBlocks, topLevelBlocks } from './defer-body.ts';
import { definitionHtml, glossaryBodyHtml, glossaryLetters, letterAnchor } from './glossary-page.tsx';
import { lecturesForTests } from './lectures-for-tests.ts';

describe("a glossary definition's HTML", () => {
  it('typesets inline math with KaTeX (HTML and MathML) and the site macros, and shows code as code', () => {
    const html = definitionHtml("The norm $\\norm{\\mathbf{x}}_2$ (scikit-learn's `n_init`) is small.");
    expect(html).toMatch(/^The norm <span class="katex"><span class="katex-mathml"><math/);
    expect(html).toContain('<annotation encoding="application/x-tex">\\norm{\\mathbf{x}}_2</annotation>');
    expect(html).toContain(' (scikit-learn&#39;s <code>n_init</code>) is small.');
    expect(html).not.toContain('$');
  });

  it('escapes the text around the math', () => {
    expect(definitionHtml('a <b> & "c"')).toBe('a &#60;b&#62; &#38; &#34;c&#34;');
  });

  it('fails on math KaTeX cannot typeset, rather than showing it broken', () => {
    expect(() => definitionHtml('broken $\\frac{1}{$ here')).toThrow();
  });
});

describe('letter anchors', () => {
  it('are letter-a to letter-z, and letter-0-9 for terms that start with a digit', () => {
    expect(letterAnchor('E')).toBe('letter-e');
    expect(letterAnchor('#')).toBe('letter-0-9');
  });
});

describe("the glossary page's body", () => {
  let html: string;
  beforeAll(async () => {
    html = glossaryBodyHtml(await lecturesForTests());
  }, 600_000);

  /** The entries in page order: by letter, and within a letter as content/glossary lists them. */
  const inPageOrder = () => glossaryLetters.flatMap((letter) => glossary.filter((entry) => glossaryLetter(entry.term) === letter)).map((entry) => entry.id);

  /** The id of each top-level block (an entry, a letter's heading), or its tag when it has none. */
  const blockIds = (blocks: string[]) => blocks.map((block) => /^\s*<(\w+)(?:[^>]*?\sid="([^"]+)")?/.exec(block)?.slice(1).reverse().find(Boolean) ?? '');

  it('is the letters, then each letter heading followed by its entries, all top-level blocks, so the page can defer far entries whole', () => {
    const ids = blockIds(topLevelBlocks(html));
    expect(ids[0]).toBe('nav');
    expect(ids.filter((id) => !id.startsWith('letter-')).slice(1)).toEqual(inPageOrder());
    expect(ids.filter((id) => id.startsWith('letter-'))).toContain('letter-e');
  });

  it('sends its first entries as elements and the rest in deferred chunks, every entry once', () => {
    const deferred = deferFarBlocks(html);
    const chunks = [...deferred.matchAll(/<noscript>([\s\S]*?)<\/noscript>/g)].map((match) => match[1]);
    expect(chunks.length).toBeGreaterThan(50);
    const sent = deferred.replace(/<div class="deferred-blocks"[\s\S]*?<\/noscript><\/div>/g, '');
    const entryIds = (part: string) => blockIds(topLevelBlocks(part)).filter((id) => glossary.some((entry) => entry.id === id));
    const first = entryIds(sent);
    expect(first.length).toBeGreaterThan(0);
    expect([...first, ...chunks.flatMap(entryIds)]).toEqual(inPageOrder());
  });
});
