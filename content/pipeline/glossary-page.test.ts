import { describe, expect, it } from 'vitest';
import { definitionHtml, letterAnchor } from './glossary-page.tsx';

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
