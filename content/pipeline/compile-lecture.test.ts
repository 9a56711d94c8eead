import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readableText, textWithoutMath } from '../../shared/section-text.ts';
import { compileLecture } from './compile-lecture.ts';

const fixtures = join(import.meta.dirname, 'fixtures');

const frontmatter = `---
title: Broken
summary: A lecture that exists only to check that the build reports its mistakes clearly.
outcomes: [one thing here, two things here, three things]
status: published
---
`;

/** Writes a one-off lecture to a temporary directory and compiles it. */
function compileSource(body: string, head = frontmatter) {
  const dir = mkdtempSync(join(tmpdir(), 'lecture-'));
  writeFileSync(join(dir, 'broken.mdx'), head + body);
  return compileLecture('broken', dir);
}

describe('compiling a lecture', () => {
  it('typesets math at build time, as HTML with MathML for assistive technology', async () => {
    const lecture = await compileLecture('sample-lecture', fixtures);
    expect(lecture.html).toContain('class="katex"');
    expect(lecture.html).toContain('<math xmlns="http://www.w3.org/1998/Math/MathML"');
    expect(lecture.html).not.toContain('katex-error');
  });

  it('wraps display equations in a focusable block that scrolls sideways and keeps the LaTeX', async () => {
    const lecture = await compileLecture('sample-lecture', fixtures);
    expect(lecture.html).toMatch(
      /<div class="equation" data-latex="J\(\\boldsymbol\{\\theta\}\) = \\frac\{1\}\{n\}[^"]*"><div class="equation-scroll" tabindex="0" role="group" aria-label="Equation">/,
    );
    expect(lecture.html).not.toMatch(/<pre>\s*<div class="equation"/);
    expect(lecture.stats.displayEquations).toBe(1);
  });

  it("puts an equation's two actions behind one closed toggle, in a menu after it", async () => {
    const lecture = await compileLecture('sample-lecture', fixtures);
    const actions = /<div class="equation-actions needs-hydration">([\s\S]*?)<\/div><\/div><\/div>/.exec(lecture.html)?.[1] ?? '';
    expect(actions).toMatch(
      /^<button type="button" class="equation-actions-toggle" aria-expanded="false" aria-label="Equation actions"><svg[^>]*aria-hidden="true"/,
    );
    expect(actions).toMatch(
      /<div class="equation-menu"><button type="button" class="equation-ask" data-ask-tutor="" aria-label="Ask the tutor about this equation">Ask the tutor<\/button><button type="button" class="copy-button equation-copy" data-copy="Copy LaTeX">Copy LaTeX<\/button>$/,
    );
  });

  it('gives ## and ### headings anchors that link to themselves, and lists them as the table of contents', async () => {
    const lecture = await compileLecture('sample-lecture', fixtures);
    expect(lecture.html).toContain('<h2 id="first-section"><a class="heading-link" href="#first-section">First section</a></h2>');
    expect(lecture.toc).toEqual([
      { depth: 2, id: 'first-section', text: 'First section' },
      { depth: 3, id: 'sub-section', text: 'Sub section' },
    ]);
  });

  it('splits the text into sections with their heading path, anchor, prose and formulas', async () => {
    const lecture = await compileLecture('sample-lecture', fixtures);
    const sub = lecture.sections.find((section) => section.anchor === 'sub-section');
    expect(sub?.headingPath).toEqual(['First section', 'Sub section']);
    expect(sub?.text).toContain('The answer is');
    expect(sub?.formulas).toEqual(['x', '42', 'x_i']);
    const first = lecture.sections.find((section) => section.anchor === 'first-section');
    expect(first?.formulas).toContain('J(\\boldsymbol{\\theta}) = \\frac{1}{n}\\sum_{i=1}^n (y_i - \\hat{y}_i)^2');
  });

  it('gives every formula its plain reading in the section text, inline or displayed, marked so the indexes skip it', async () => {
    const lecture = await compileSource(
      '## Losses\n\nBoth are convex in $m$ and scale with $\\sigma^2$, but $\\frac{1}{2}$ is left out of\n\n$$\n\\hat{y} = \\sum_i w_i x_i.\n$$\n\n## The $k$-means loop\n\nText.\n',
    );
    const [losses, loop] = lecture.sections;
    expect(readableText(losses.text)).toBe('Both are convex in m and scale with σ², but 1/2 is left out of y\u0302 = Σ_i w_i x_i.');
    expect(textWithoutMath(losses.text)).not.toMatch(/\bm\b|σ|Σ/);
    expect(loop.headingPath).toEqual(['The k-means loop']);
    expect(lecture.toc.map((entry) => entry.text)).toEqual(['Losses', 'The k-means loop']);
  });

  it('renders figures as a light and a dark image with their size read from the SVG, alt text, an Enlarge button and a caption', async () => {
    const lecture = await compileLecture('sample-lecture', fixtures);
    const image = (variant: string, src: string) =>
      `<img class="figure-${variant}" src="/media/${src}" alt="Training and test error curves" width="\\d+" height="\\d+" loading="lazy" decoding="async"/>`;
    expect(lecture.html).toMatch(
      new RegExp(
        `<figure class="lecture-figure" id="figure-train-test-error"><div class="figure-frame">${image('light', 'train-test-error.svg')}${image('dark', 'train-test-error.dark.svg')}<button type="button" class="figure-enlarge" data-enlarge-figure="" aria-label="Enlarge figure: [^"]+">`,
      ),
    );
    expect(lecture.html).toContain('<figcaption>Notice the U shape.</figcaption>');
    expect(lecture.figures).toHaveLength(1);
  });

  it('puts tables in a focusable sideways-scrolling block, with no empty header cells', async () => {
    const lecture = await compileLecture('sample-lecture', fixtures);
    expect(lecture.html).toContain('<div class="table-scroll" tabindex="0" role="group" aria-label="Table"><table>');
    expect(lecture.html).toMatch(/<thead><tr><td><\/td><th>point <span class="katex">/);
  });

  it('fails on a table header cell that holds only math, with the line', async () => {
    await expect(compileSource('## Table\n\n| $x$ | y |\n| --- | --- |\n| 1 | 2 |\n')).rejects.toThrow(
      /broken\.mdx:9: a table header cell needs words, not only math \(\$x\$\)/,
    );
  });

  it('uses the shared macros', async () => {
    const lecture = await compileSource('## Macros\n\n$\\R^d$ and $\\argmin_x f(x)$\n');
    expect(lecture.html).toContain('mathbb');
    expect(lecture.html).not.toContain('katex-error');
  });

  it('fails on a KaTeX error with the file and the line', async () => {
    await expect(compileSource('## Math\n\nFine text.\n\n$\\frac{1}{$\n')).rejects.toThrow(/^content\/lectures\/broken\.mdx:11: KaTeX/);
  });

  it('fails on an unknown macro, so a typo never ships as red text', async () => {
    await expect(compileSource('## Math\n\n$\\notamacro{x}$\n')).rejects.toThrow(/broken\.mdx:9: KaTeX/);
  });

  it('fails on a figure that does not exist', async () => {
    await expect(compileSource('## Figure\n\n<Figure name="no-such-figure" alt="A figure that is not there" caption="None." />\n')).rejects.toThrow(
      /broken\.mdx: figure public\/media\/no-such-figure\.svg is missing/,
    );
  });

  it('fails on a figure without alt text', async () => {
    await expect(compileSource('## Figure\n\n<Figure name="train-test-error" alt="" caption="None." />\n')).rejects.toThrow(/needs alt text/);
  });

  it('fails on MDX syntax errors with the line', async () => {
    await expect(compileSource('## Prose\n\nA set {1, 2 in prose.\n')).rejects.toThrow(/broken\.mdx:9/);
  });

  it('fails on invalid frontmatter, naming the field', async () => {
    await expect(compileSource('## A\n\ntext\n', '---\ntitle: X\n---\n')).rejects.toThrow(/broken\.mdx:1: invalid frontmatter: title/);
  });

  it('fails on a published lecture with no sections', async () => {
    await expect(compileSource('Only an introduction.\n')).rejects.toThrow(/needs ## sections/);
  });

  it('folds each question of the question bank into a <details>, its heading in the summary, and leaves the outline as it was', async () => {
    const lecture = await compileSource(
      [
        '## Teaching',
        '',
        '### A subsection',
        '',
        'Taught here.',
        '',
        '## Questions learners ask',
        '',
        '### How do I pick k?',
        '',
        '<AlsoAsked>',
        '- choosing k',
        '</AlsoAsked>',
        '',
        'By cross-validation.',
        '',
        'A second paragraph.',
        '',
        '### Why?',
        '',
        'Because.',
        '',
        '## After the bank',
        '',
        'Not a question.',
        '',
      ].join('\n'),
    );
    const entries = lecture.html.match(/<details class="question-entry">[\s\S]*?<\/details>/g) ?? [];
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatch(
      /^<details class="question-entry"><summary class="question-summary"><h3 id="how-do-i-pick-k">How do I pick k\?<\/h3><\/summary><div class="question-answer">/,
    );
    expect(entries[0]).toContain('<p>By cross-validation.</p>');
    expect(entries[0]).toContain('<p>A second paragraph.</p>');
    expect(entries[0]).not.toContain('choosing k');
    expect(entries[0]).not.toContain('heading-link');
    expect(entries[1]).toMatch(/<h3 id="why">Why\?<\/h3><\/summary><div class="question-answer">\s*<p>Because.<\/p>\s*<\/div><\/details>$/);
    // Headings outside the bank keep their self-links and are not folded.
    expect(lecture.html).toContain('<h3 id="a-subsection"><a class="heading-link" href="#a-subsection">A subsection</a></h3>');
    expect(lecture.html).toMatch(/<\/details>\s*<h2 id="after-the-bank">/);
    // The outline the tutor's sections are made from is read before the fold.
    expect(lecture.toc.map((entry) => entry.id)).toEqual(['teaching', 'a-subsection', 'questions-learners-ask', 'how-do-i-pick-k', 'why', 'after-the-bank']);
    const pick = lecture.sections.find((section) => section.anchor === 'how-do-i-pick-k');
    expect(pick).toMatchObject({ headingPath: ['Questions learners ask', 'How do I pick k?'], alsoAsked: ['choosing k'] });
    expect(pick?.prose).toBe('By cross-validation.\n\nA second paragraph.');
  });

  it('compiles a draft to no body', async () => {
    const lecture = await compileSource('', frontmatter.replace('status: published', 'status: draft\nplannedTopics: [Things]'));
    expect(lecture.html).toBe('');
    expect(lecture.frontmatter.plannedTopics).toEqual(['Things']);
  });
});
