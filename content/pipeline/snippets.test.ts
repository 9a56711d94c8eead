import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { toHtml } from 'hast-util-to-html';
import { describe, expect, it } from 'vitest';
import { compileLecture } from './compile-lecture.ts';
import { renderSnippet, sklearnApiUrl, sklearnImports } from './snippets.ts';

const frontmatter = `---
title: Linear regression
summary: A lecture that exists only to check how the build renders a code snippet.
outcomes: [one thing here, two things here, three things]
---
`;

/** Compiles a one-off lecture named linear-regression, so its <Snippet>s are that lecture's real ones. */
function compileWith(body: string) {
  const dir = mkdtempSync(join(tmpdir(), 'lecture-'));
  writeFileSync(join(dir, 'linear-regression.mdx'), frontmatter + body);
  return compileLecture('linear-regression', dir);
}

describe('the scikit-learn names of a snippet', () => {
  it('come from its imports, with the module path the import names, aliases and parenthesised lists included', () => {
    const names = sklearnImports(
      'import numpy as np\nfrom sklearn.linear_model import Ridge, Lasso as L  # why\nfrom sklearn.model_selection import (\n    GridSearchCV,\n    cross_val_score,\n)\n',
    );
    expect(Object.fromEntries(names)).toEqual({
      Ridge: 'sklearn.linear_model.Ridge',
      L: 'sklearn.linear_model.Lasso',
      GridSearchCV: 'sklearn.model_selection.GridSearchCV',
      cross_val_score: 'sklearn.model_selection.cross_val_score',
    });
    expect(sklearnApiUrl('sklearn.linear_model.Ridge')).toBe('https://scikit-learn.org/1.2/modules/generated/sklearn.linear_model.Ridge.html');
  });

  it('link to their 1.2 API pages in the code, not inside comments', async () => {
    const { html } = await compileWith('## In code\n\n<Snippet name="worked-example" />\n');
    const link = (name: string) => `<a href="https://scikit-learn.org/1.2/modules/generated/${name}.html">${name.split('.').at(-1)}</a>`;
    // In the import and where it is used.
    expect(html.split(link('sklearn.linear_model.Ridge')).length - 1).toBe(2);
    expect(html.split(link('sklearn.metrics.mean_squared_error')).length - 1).toBe(2);
    // "Ridge's alpha is the lecture's lambda" is a comment: prose, not a link.
    expect(html).toMatch(/"># Ridge&#x27;s alpha/);
  });
});

describe('a <Snippet> in a lecture', () => {
  it('becomes highlighted pre > code.language-python with a Copy button and its committed output, with no script', async () => {
    const lecture = await compileWith('## In code\n\nThe worked example.\n\n<Snippet name="worked-example" />\n');
    expect(lecture.html).toMatch(/<pre class="shiki[^"]*"[^>]*tabindex="0"><code class="language-python">/);
    // Both themes' colours are CSS variables; app/lecture.css picks one.
    expect(lecture.html).toMatch(/style="--shiki-light:#[0-9A-Fa-f]{6};--shiki-dark:#[0-9A-Fa-f]{6}"/);
    expect(lecture.html).toContain('<button type="button" class="copy-button" data-copy="Copy">Copy</button>');
    expect(lecture.html).toMatch(
      /<figure class="snippet-output" data-snippet-output=""><figcaption>Output<\/figcaption><pre tabindex="0"><samp>intercept b = 1.1667\n/,
    );
    expect(lecture.html).not.toContain('<script');
  });

  it("puts the code and its output in the section's text, which search and the tutor read", async () => {
    const lecture = await compileWith('## In code\n\nThe worked example.\n\n<Snippet name="worked-example" />\n');
    const section = lecture.sections.find((candidate) => candidate.anchor === 'in-code')!;
    expect(section.text).toContain('ridge = Ridge(alpha=2.0).fit(X, y)');
    expect(section.text).toContain('ridge, lambda = 2: w = 0.7500');
    expect(section.text).not.toContain('Copy');
  });

  it('offers a data file the snippet opens beside itself for download, and fails the build when it is missing', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'snippets-'));
    mkdirSync(join(dir, 'some-lecture'));
    writeFileSync(join(dir, 'some-lecture', 'reads.py'), 'from pathlib import Path\nprint(len((Path(__file__).parent / "words.txt").read_text()))\n');
    writeFileSync(join(dir, 'some-lecture', 'reads.out'), '12\n');
    await expect(renderSnippet('some-lecture', 'reads', dir)).rejects.toThrow(/content\/snippets\/some-lecture\/words\.txt is missing/);
    writeFileSync(join(dir, 'some-lecture', 'words.txt'), 'tea & cakes\n');
    const html = toHtml(await renderSnippet('some-lecture', 'reads', dir));
    expect(html).toContain('<a href="data:text/plain;charset=utf-8,tea%20%26%20cakes%0A" download="words.txt"><code>words.txt</code></a> (12 bytes)');
    // Between the code and its output.
    expect(html.indexOf('snippet-files')).toBeGreaterThan(html.indexOf('snippet-code'));
    expect(html.indexOf('snippet-files')).toBeLessThan(html.indexOf('snippet-output'));
  });

  it('fails the build with the name of a snippet that is missing, or has no committed output', async () => {
    await expect(compileWith('## In code\n\n<Snippet name="no-such-snippet" />\n')).rejects.toThrow(
      /content\/snippets\/linear-regression\/no-such-snippet\.py is missing/,
    );
    await expect(compileWith('## In code\n\n<Snippet />\n')).rejects.toThrow(/<Snippet> needs a name/);
  });

  it.skipIf(!existsSync('/usr/share/doc/python-sklearn-doc/html/modules/generated'))(
    'fails the build when an imported name has no API page in scikit-learn 1.2 (a private module path)',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'snippets-'));
      mkdirSync(join(dir, 'some-lecture'));
      // The class exists in the private module, but it is documented (and imported) from sklearn.linear_model.
      writeFileSync(join(dir, 'some-lecture', 'private.py'), 'from sklearn.linear_model._ridge import Ridge\nprint(Ridge())\n');
      writeFileSync(join(dir, 'some-lecture', 'private.out'), 'Ridge()\n');
      await expect(renderSnippet('some-lecture', 'private', dir)).rejects.toThrow(/sklearn\.linear_model\._ridge\.Ridge has no API page in scikit-learn 1\.2/);
      writeFileSync(join(dir, 'some-lecture', 'private.py'), 'from sklearn.linear_model import Ridge\nprint(Ridge())\n');
      await expect(renderSnippet('some-lecture', 'private', dir)).resolves.toMatchObject({ tagName: 'div' });
    },
  );
});
