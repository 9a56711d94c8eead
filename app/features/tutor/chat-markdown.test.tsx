import fc from 'fast-check';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { pathologicalShapes, hostileAnswers } from '~/features/tutor/chat-markdown-hostile';
import { ChatMarkdown, parseChatMarkdown, sanitizeLinkHref, typesetMath, MAX_LATEX_LENGTH, MAX_MARKDOWN_LENGTH } from '~/features/tutor/chat-markdown';

function render(markdown: string, streaming = false): string {
  return renderToStaticMarkup(<ChatMarkdown markdown={markdown} streaming={streaming} />);
}

/** The markup of a link to another site: a new tab, no opener or referrer, an icon hidden from screen readers, and the words they hear instead. */
function externalLink(href: string, text: string): string {
  return (
    `<a href="${href}" target="_blank" rel="noopener noreferrer">${text}` +
    '<svg class="chat-external-icon" width="12" height="12" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">' +
    '<path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5"></path></svg>' +
    '<span class="sr-only"> (opens in a new tab)</span></a>'
  );
}

/** The markup with KaTeX's output replaced by a marker, so assertions read the surrounding structure. */
function structureOf(html: string): string {
  return html.replace(
    /<span class="katex(?:-display)?">[\s\S]*?<annotation encoding="application\/x-tex">([\s\S]*?)<\/annotation>[\s\S]*?(?=<\/span><\/(?:span|div)>|<\/div>)/g,
    'KATEX($1)',
  );
}

/** Every tag-level attribute or element that could run script or load a resource. */
function expectInert(html: string): void {
  expect(html).not.toMatch(/<script/i);
  expect(html).not.toMatch(/<img/i);
  expect(html).not.toMatch(/<iframe/i);
  expect(html).not.toMatch(/<[^>]*\son\w+=/i);
  expect(html).not.toMatch(/href="\s*(?:javascript|data|vbscript):/i);
  expect(html).not.toMatch(/href="\/\//);
}

describe('parseChatMarkdown', () => {
  it('splits paragraphs on blank lines and keeps single newlines as line breaks', () => {
    expect(render('one\ntwo\n\nthree')).toBe('<div class="chat-markdown"><p>one<br/>two</p><p>three</p></div>');
  });

  it('reads headings, lists, quotes, rules, code and display math as blocks', () => {
    const html = render('## Idea\n- a\n- b\n\n> quoted\n\n---\n```ts\nconst x = 1;\n```\n$$\nx^2\n$$');
    const blocks = [...html.matchAll(/(?<=^<div class="chat-markdown">|<\/(?:p|ul|blockquote|pre|div)>|<hr\/>)<(\w+)(?: class="([\w-]+)")?/g)].map(
      ([, tag, className]) => (className ? `${tag}.${className}` : tag),
    );
    expect(blocks).toEqual(['p.chat-heading', 'ul', 'blockquote', 'hr', 'pre.chat-code', 'div.chat-equation']);
  });

  it('nests one list inside another by indentation', () => {
    expect(render('1. first\n   - detail\n   - more\n2. second')).toBe(
      '<div class="chat-markdown"><ol><li>first<ul><li>detail</li><li>more</li></ul></li><li>second</li></ol></div>',
    );
  });

  it('returns an mdast tree with the math as chatDisplayMath and chatInlineMath nodes', () => {
    const tree = parseChatMarkdown('$$\nx^2\n$$\n\nso $y$ and \\[z\\]');
    expect(tree.type).toBe('root');
    expect(tree.children[0]).toMatchObject({ type: 'chatDisplayMath', value: 'x^2' });
    expect(tree.children[1]).toMatchObject({
      type: 'paragraph',
      children: [
        { type: 'text', value: 'so ' },
        { type: 'chatInlineMath', value: 'y', display: false },
        { type: 'text', value: ' and ' },
        { type: 'chatInlineMath', value: 'z', display: true },
      ],
    });
  });
});

describe('ChatMarkdown: the constructs a tutor answer uses', () => {
  it('renders paragraphs and line breaks', () => {
    expect(render('First line\nsecond line\n\nNew paragraph')).toBe('<div class="chat-markdown"><p>First line<br/>second line</p><p>New paragraph</p></div>');
  });

  it('renders # to ### headings as bold paragraphs, never as document headings', () => {
    const html = render('# One\n## Two ##\n### Three');
    expect(html).toBe(
      '<div class="chat-markdown"><p class="chat-heading"><strong>One</strong></p><p class="chat-heading"><strong>Two</strong></p><p class="chat-heading"><strong>Three</strong></p></div>',
    );
    expect(html).not.toMatch(/<h\d|role="heading"/);
  });

  it('renders bold, italic with * and _, and inline code', () => {
    expect(render('**bold**, *italic*, _italic_, `a < b`')).toBe(
      '<div class="chat-markdown"><p><strong>bold</strong>, <em>italic</em>, <em>italic</em>, <code>a &lt; b</code></p></div>',
    );
  });

  it('nests emphasis inside strong and leaves intraword underscores and lone stars alone', () => {
    expect(render('**a *b* c** x_i and k_means, 2 * 3 * 4')).toBe(
      '<div class="chat-markdown"><p><strong>a <em>b</em> c</strong> x_i and k_means, 2 * 3 * 4</p></div>',
    );
  });

  it('leaves unclosed emphasis as text', () => {
    expect(render('**not closed and *neither')).toBe('<div class="chat-markdown"><p>**not closed and *neither</p></div>');
  });

  it('renders fenced code blocks verbatim with their language', () => {
    expect(render('```python\nif a < b and *x*:\n    print("$5")\n```\nafter')).toBe(
      '<div class="chat-markdown"><pre class="chat-code" tabindex="0"><code data-language="python">if a &lt; b and *x*:\n    print(&quot;$5&quot;)</code></pre><p>after</p></div>',
    );
  });

  it('renders bullet and numbered lists with one nesting level', () => {
    expect(render('Steps:\n1. Pick k\n2. Assign\n   - nearest centroid\n   - ties to the lowest\n3. Update\n\n* a\n* b')).toBe(
      '<div class="chat-markdown"><p>Steps:</p><ol><li>Pick k</li><li>Assign<ul><li>nearest centroid</li><li>ties to the lowest</li></ul></li><li>Update</li></ol><ul><li>a</li><li>b</li></ul></div>',
    );
  });

  it('reads tab-indented nested items and #### headings too', () => {
    expect(render('- a\n\t- b\n#### Four')).toBe(
      '<div class="chat-markdown"><ul><li>a<ul><li>b</li></ul></li></ul><p class="chat-heading"><strong>Four</strong></p></div>',
    );
  });

  it('keeps the start number of an ordered list', () => {
    expect(render('3. three\n4. four')).toContain('<ol start="3">');
  });

  it('renders blockquotes', () => {
    expect(render('> A quote\n> over two lines\n\nafter')).toBe(
      '<div class="chat-markdown"><blockquote><p>A quote<br/>over two lines</p></blockquote><p>after</p></div>',
    );
  });

  it('renders horizontal rules', () => {
    expect(render('above\n\n---\n\n***\nbelow')).toBe('<div class="chat-markdown"><p>above</p><hr/><hr/><p>below</p></div>');
  });

  it('renders internal links with data-internal-link, external ones in a new tab and marked as such', () => {
    expect(render('See [k-means](/clustering#k-means) and [the paper](https://example.org/paper "title").')).toBe(
      `<div class="chat-markdown"><p>See <a href="/clustering#k-means" data-internal-link="">k-means</a> and ${externalLink('https://example.org/paper', 'the paper')}.</p></div>`,
    );
  });

  it('renders in-page anchors and angle-bracket autolinks', () => {
    expect(render('[up](#top) <https://example.org/x>')).toBe(
      `<div class="chat-markdown"><p><a href="#top">up</a> ${externalLink('https://example.org/x', 'https://example.org/x')}</p></div>`,
    );
  });

  it('leaves citations like [1] and [2, 3] as text', () => {
    expect(render('As shown [1] and [2, 3].')).toBe('<div class="chat-markdown"><p>As shown [1] and [2, 3].</p></div>');
  });

  it('keeps markup inside link text', () => {
    expect(render('[**bold** `code`](/x)')).toBe(
      '<div class="chat-markdown"><p><a href="/x" data-internal-link=""><strong>bold</strong> <code>code</code></a></p></div>',
    );
  });

  it('turns backslash escapes into literal characters', () => {
    expect(render('\\*not em\\* and \\$5')).toBe('<div class="chat-markdown"><p>*not em* and $5</p></div>');
  });

  it('links bare http(s) and www. addresses (GFM), but not e-mail addresses', () => {
    expect(render('See https://example.org/paper, www.example.org and a@b.org.')).toBe(
      `<div class="chat-markdown"><p>See ${externalLink('https://example.org/paper', 'https://example.org/paper')}, ${externalLink('http://www.example.org/', 'www.example.org')} and a@b.org.</p></div>`,
    );
  });

  it('renders ~~strikethrough~~ and leaves single tildes (approximately) alone', () => {
    expect(render('~~wrong~~ right, ~5 to ~10 minutes')).toBe('<div class="chat-markdown"><p><del>wrong</del> right, ~5 to ~10 minutes</p></div>');
  });
});

describe('ChatMarkdown: math', () => {
  it('typesets inline math with $…$ and \\(…\\)', () => {
    const html = render('The mean $\\mu = \\frac{1}{n}\\sum_i x_i$ and \\(\\sigma^2\\).');
    expect(html.match(/class="katex"/g)).toHaveLength(2);
    expect(html.match(/<math/g)).toHaveLength(2);
    expect(structureOf(html)).toMatch(/^<div class="chat-markdown"><p>The mean <span class="chat-math">KATEX\(\\mu = \\frac\{1\}\{n\}\\sum_i x_i\)/);
  });

  it('typesets display math with $$…$$ and \\[…\\] over several lines, in a focusable scrolling group', () => {
    const html = render('Loss:\n$$\nJ(\\theta) =\n\\frac{1}{n}\\sum_i \\ell_i\n$$\n\\[ \\nabla J = 0 \\]\nDone.');
    expect(html.match(/class="katex-display"/g)).toHaveLength(2);
    expect(html.match(/<math xmlns="http:\/\/www.w3.org\/1998\/Math\/MathML" display="block"/g)).toHaveLength(2);
    expect(html.match(/<div class="chat-equation" tabindex="0" role="group" aria-label="Equation">/g)).toHaveLength(2);
    expect(html).toMatch(/^<div class="chat-markdown"><p>Loss:<\/p><div class="chat-equation"/);
    expect(html).toMatch(/<p>Done.<\/p><\/div>$/);
  });

  it('typesets $$…$$ written inside a sentence as a display equation that stays inside the paragraph', () => {
    const html = render('so $$x^2$$ holds');
    expect(html).toMatch(
      /^<div class="chat-markdown"><p>so <span class="chat-equation" tabindex="0" role="group" aria-label="Equation"><span class="katex-display">/,
    );
  });

  it('does not read math inside code', () => {
    expect(render('`$x$` and\n```\n$$y$$\n```')).not.toContain('katex');
  });

  it('does not read \\(…\\) or \\[…\\] inside code, and reads them as escaped brackets without a closer', () => {
    expect(render('`\\(x\\)` and\n```\n\\[y\\]\n```')).toBe(
      '<div class="chat-markdown"><p><code>\\(x\\)</code> and</p><pre class="chat-code" tabindex="0"><code>\\[y\\]</code></pre></div>',
    );
    expect(render('\\[1] and \\(x')).toBe('<div class="chat-markdown"><p>[1] and (x</p></div>');
  });

  it('keeps a display equation whose lines start like markdown (+, -, 1.) in one piece', () => {
    const html = render('\\[\n\\begin{aligned}\nJ &= a \\\\\n+ b &= c \\\\\n- d &= e \\\\\n1. f\n\\end{aligned}\n\\]\nafter');
    expect(html.match(/<div class="chat-equation"/g)).toHaveLength(1);
    expect(html).not.toMatch(/<[uo]l>/);
    expect(html).toMatch(/<p>after<\/p><\/div>$/);
  });

  it('reads $$ blocks whose formula starts on the opening line or ends on the closing one', () => {
    const html = render('$$x = 1\n+ 2$$\n$$\ny = 3$$\nafter');
    expect(structureOf(html)).toMatch(/^<div class="chat-markdown"><div class="chat-equation"[^>]*>KATEX\(x = 1\n\+ 2\)/);
    expect(html.match(/<div class="chat-equation"/g)).toHaveLength(2);
    expect(html).toMatch(/<p>after<\/p><\/div>$/);
  });

  it('reads a display block that does not close at the end of a line as a paragraph', () => {
    expect(render('$$x\n\nmore')).toBe('<div class="chat-markdown"><p>$$x</p><p>more</p></div>');
    expect(structureOf(render('$$a\nb$$ is the loss'))).toMatch(
      /^<div class="chat-markdown"><p><span class="chat-equation" tabindex="0" role="group" aria-label="Equation">KATEX\(a\nb\)(?:<\/span>)+ is the loss<\/p>/,
    );
  });

  it('does not turn currency into math', () => {
    expect(render('It costs $5 and $10.')).toBe('<div class="chat-markdown"><p>It costs $5 and $10.</p></div>');
    expect(render('It costs 5$ and 6$.')).toBe('<div class="chat-markdown"><p>It costs 5$ and 6$.</p></div>');
    expect(render('From $ 5 to $ 6')).toBe('<div class="chat-markdown"><p>From $ 5 to $ 6</p></div>');
    expect(render('Between $5.99 or $x$ dollars')).toMatch(/^<div class="chat-markdown"><p>Between \$5.99 or <span class="chat-math"><span class="katex">/);
    expect(render('$20,000 to $30,000 a year')).toBe('<div class="chat-markdown"><p>$20,000 to $30,000 a year</p></div>');
  });

  it('shows LaTeX longer than the limit as code', () => {
    const latex = 'x+'.repeat(MAX_LATEX_LENGTH);
    const html = render(`$$${latex}1$$`);
    expect(html).not.toContain('katex');
    expect(html).toContain('<code class="chat-math-source">x+x+');
  });

  it('shows a macro loop as its source in code, without throwing', () => {
    const html = render('$\\def\\x{\\x}\\x$ and $$\\def\\y{\\y}\\y$$');
    expect(html).not.toContain('katex');
    expect(html).toContain('<code class="chat-math-source">\\def\\x{\\x}\\x</code>');
    expect(html).toContain('<code class="chat-math-source">\\def\\y{\\y}\\y</code>');
  });

  it('shows broken LaTeX as its source in code', () => {
    expect(render('$\\frac{a$')).toBe('<div class="chat-markdown"><p><code class="chat-math-source">\\frac{a</code></p></div>');
  });

  it('bounds \\rule sizes by maxSize', () => {
    const html = render('$\\rule{100000em}{100000em}$ $$\\rule{1000000pt}{1000000pt}$$');
    expect(html.match(/class="katex"/g)).toHaveLength(2);
    // The LaTeX source in <annotation> still says 100000em; the sizes KaTeX laid out must not.
    const layout = html.replace(/<annotation[\s\S]*?<\/annotation>/g, '');
    const sizes = [...layout.matchAll(/(-?\d+(?:\.\d+)?)em/g)].map((match) => Math.abs(Number(match[1])));
    expect(Math.max(...sizes)).toBeLessThanOrEqual(20);
    expect(layout).not.toMatch(/\d{3,}(?:\.\d+)?(?:em|pt|px)/);
  });

  it('refuses KaTeX commands that would make links or raw HTML (trust: false)', () => {
    const html = render('$\\href{javascript:alert(1)}{x}$ $\\url{javascript:alert(2)}$ $\\htmlClass{x}{y}$ $\\includegraphics{https://evil.example/x.png}$');
    expectInert(html);
    expect(html).not.toMatch(/<a /);
  });

  it('returns null from typesetMath instead of throwing', () => {
    expect(typesetMath('\\def\\x{\\x}\\x', false)).toBeNull();
    expect(typesetMath('x^2', true)).toContain('katex-display');
  });
});

describe('ChatMarkdown: streaming', () => {
  it('shows an unclosed $$ at the end as plain text without parsing the rest as markdown', () => {
    const html = render('The loss:\n\n$$\nJ = a^{*} + b^{*} \\frac{1}{2', true);
    expect(html).toBe('<div class="chat-markdown"><p>The loss:</p><p>$$<br/>J = a^{*} + b^{*} \\frac{1}{2</p></div>');
  });

  it('typesets the same equation once its closer arrives', () => {
    const html = render('The loss:\n\n$$\nJ = a^{*} + b^{*}\n$$', true);
    expect(html).toContain('<div class="chat-equation"');
    expect(html).toContain('class="katex-display"');
  });

  it('shows an unclosed inline $ or \\( at the end verbatim and keeps what came before', () => {
    expect(render('So **x** is $a_1 *b* c', true)).toBe('<div class="chat-markdown"><p>So <strong>x</strong> is $a_1 *b* c</p></div>');
    expect(render('Then \\(a *b* c', true)).toBe('<div class="chat-markdown"><p>Then \\(a *b* c</p></div>');
  });

  it('does not let an earlier unfinished paragraph swallow later ones', () => {
    const html = render('Price $5 only\n\nthen *this* and $x$', true);
    expect(structureOf(html)).toMatch(/^<div class="chat-markdown"><p>Price \$5 only<\/p><p>then <em>this<\/em> and <span class="chat-math">KATEX\(x\)/);
  });

  it('renders an unclosed code fence as the code so far', () => {
    expect(render('Try:\n```python\nprint(1)\nif *a*', true)).toBe(
      '<div class="chat-markdown"><p>Try:</p><pre class="chat-code" tabindex="0"><code data-language="python">print(1)\nif *a*</code></pre></div>',
    );
  });

  it('treats an unclosed $$ as a literal once the answer is complete', () => {
    expect(render('Pay $$ or *not*')).toBe('<div class="chat-markdown"><p>Pay $$ or <em>not</em></p></div>');
  });

  it('shows an unclosed \\[ block or inline math in a list verbatim while it streams', () => {
    expect(render('Thus\n\\[\nJ = a^{*}', true)).toBe('<div class="chat-markdown"><p>Thus</p><p>\\[<br/>J = a^{*}</p></div>');
    expect(render('Thus\n\\[\nJ = a^{*}\n\\]', true)).toContain('<div class="chat-equation"');
    expect(render('- a $x *y*', true)).toBe('<div class="chat-markdown"><ul><li>a $x *y*</li></ul></div>');
  });

  it('never shows a half-written equation as markdown or as a KaTeX error while an answer streams', () => {
    const answer =
      'The mean $\\mu^{*} = \\frac{1}{n}\\sum_i x^{*}_i$ and \\(\\sigma^{*} + \\tau^{*}\\):\n\n$$\nJ = a^{*} + b^{*}\n$$\n\\[ \\nabla J = c^{*} + d^{*} \\]\n- so $$e^{*} + f^{*}$$ holds\n\n```python\nprint(1)\n```\n';
    for (let end = 1; end <= answer.length; end++) {
      const html = render(answer.slice(0, end), true);
      expect(html, answer.slice(0, end)).not.toMatch(/chat-math-source|<em>|<strong>/);
    }
    expect(render(answer).match(/class="katex"/g)).toHaveLength(5);
  });

  it('does not hold back an unclosed display block that more text follows', () => {
    expect(render('$$ x\n\nmore *text*', true)).toBe('<div class="chat-markdown"><p>$$ x</p><p>more <em>text</em></p></div>');
  });

  // How long they take is bench/chat-markdown.ts's (npm run bench:markdown): a timed unit test fails
  // on a busy machine. Here, each must render, finished and streaming.
  it.each(pathologicalShapes.map((shape) => [shape(12), shape]))('renders pathological input %j at the length limit', (_, shape) => {
    const input = shape(MAX_MARKDOWN_LENGTH).slice(0, MAX_MARKDOWN_LENGTH);
    expect(render(input)).toMatch(/^<div/);
    expect(render(input, true)).toMatch(/^<div/);
  });

  it('parses and renders each 100 KB hostile answer', () => {
    for (const input of hostileAnswers(100_000)) {
      expect(parseChatMarkdown(input).children.length, input.slice(0, 12)).toBeGreaterThan(0);
      expect(() => render(input, true)).not.toThrow();
    }
  });

  it('renders pathological input without throwing', () => {
    expect(() => render(`${'> '.repeat(5000)}deep\n${'- '.repeat(5000)}deep\n${'{'.repeat(1500)}`, true)).not.toThrow();
    expect(render(`$$${'{'.repeat(1500)}x${'}'.repeat(1500)}$$`)).toContain('chat-math-source');
  });
});

describe('ChatMarkdown: limits', () => {
  it.each([
    ['quotes', '> > > > > > deep', '<blockquote><blockquote><blockquote><blockquote><p>deep</p></blockquote></blockquote></blockquote></blockquote>'],
    [
      'lists',
      '- a\n  - b\n    - c\n      - d\n        - e\n          - f',
      '<ul><li>a<ul><li>b<ul><li>c<ul><li>d<p>e<br/>f</p></li></ul></li></ul></li></ul></li></ul>',
    ],
    [
      'emphasis, strikethrough and links',
      '*a **b ~~c [d *e* d](/x) c~~ b** a*',
      '<p><em>a <strong>b <del>c <a href="/x" data-internal-link="">d e d</a> c</del> b</strong> a</em></p>',
    ],
  ])('renders %s at most four deep; deeper ones show as their text', (_, markdown, html) => {
    expect(render(markdown)).toBe(`<div class="chat-markdown">${html}</div>`);
  });

  it('reads at most sixteen container markers on a line; the rest is text', () => {
    const html = render(`${'> '.repeat(40)}deep`);
    expect(html.match(/<blockquote>/g)).toHaveLength(4);
    expect(html).toContain(`${'&gt; '.repeat(24)}deep`);
  });

  it('shows the part of an answer past MAX_MARKDOWN_LENGTH as text', () => {
    const html = render(`${'word '.repeat(MAX_MARKDOWN_LENGTH / 5)}\n\n**bold** $x$`);
    expect(html).toMatch(/^<div class="chat-markdown"><p>word word /);
    expect(html).toMatch(/<p>\*\*bold\*\* \$x\$<\/p><\/div>$/);
  });

  it('leaves lists, quotes and setext headings as text when an answer has more than micromark parses quickly', () => {
    expect(render(`${'- item\n'.repeat(101)}`)).not.toContain('<ul>');
    expect(render(`${'> a\n\n'.repeat(101)}`)).not.toContain('<blockquote>');
    expect(render(`${'Title\n=====\n\n'.repeat(101)}`)).not.toContain('chat-heading');
    // A hundred are fine, and lines in code blocks do not count.
    expect(render(`\`\`\`yaml\n${'- a\n'.repeat(200)}\`\`\`\n\n${'- item\n'.repeat(100)}`).match(/<li>/g)).toHaveLength(100);
  });

  it('leaves emphasis as text when an answer has more * and _ delimiters than micromark pairs quickly', () => {
    expect(render(`${'a*b '.repeat(1100)}\n\n**bold**`)).toMatch(/<p>\*\*bold\*\*<\/p><\/div>$/);
    // Delimiters in code blocks do not count: they are never emphasis.
    expect(render(`\`\`\`\n${'*'.repeat(2000)}\n\`\`\`\n\n**bold**`)).toMatch(/<p><strong>bold<\/strong><\/p><\/div>$/);
  });
});

describe('ChatMarkdown: untrusted model output', () => {
  it('shows raw HTML as literal text', () => {
    const html = render(
      '<script>alert(1)</script>\n<img src=x onerror=alert(1)>\n<a href="javascript:alert(1)">x</a>\n<iframe src="https://evil.example"></iframe>',
    );
    expectInert(html);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toMatch(/<a /);
  });

  it.each([
    ['javascript:alert(1)'],
    ['JaVaScRiPt:alert(1)'],
    [' javascript:alert(1)'],
    ['java\tscript:alert(1)'],
    ['java\nscript:alert(1)'],
    ['java%09script:alert(1)'],
    ['&#106;avascript:alert(1)'],
    ['&#x6A;avascript:alert(1)'],
    ['javascript&colon;alert(1)'],
    ['\u200bjavascript:alert(1)'],
    ['vbscript:msgbox(1)'],
    ['data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
    ['<javascript:alert(1)>'],
    ['//evil.example/x'],
    ['/\\evil.example/x'],
    ['\\\\evil.example/x'],
    ['https:evil.example'],
    ['file:///etc/passwd'],
    ['mailto:a@example.org'],
  ])('refuses the link destination %j and keeps only the link text', (destination) => {
    const html = render(`Click [here](${destination}) now`);
    expectInert(html);
    expect(html).not.toMatch(/<a /);
    expect(html).toContain('here');
  });

  it('shows inline and block HTML as text, without reading markdown inside a block', () => {
    const html = render('<b>bold</b> and <img src=x>\n\n<div>\n*not emphasis*\n</div>');
    expectInert(html);
    expect(html).toBe(
      '<div class="chat-markdown"><p>&lt;b&gt;bold&lt;/b&gt; and &lt;img src=x&gt;</p><p>&lt;div&gt;<br/>*not emphasis*<br/>&lt;/div&gt;</p></div>',
    );
  });

  it('sends reference links through the allow-list too', () => {
    const html = render('[k-means][km] and [evil][x]\n\n[km]: /clustering#k-means\n[x]: javascript:alert(1)');
    expectInert(html);
    expect(html).toBe('<div class="chat-markdown"><p><a href="/clustering#k-means" data-internal-link="">k-means</a> and evil</p></div>');
  });

  it('refuses obfuscated schemes in autolinks', () => {
    const html = render('<javascript:alert(1)> <JAVASCRIPT:alert(1)> <data:text/html,x>');
    expectInert(html);
    expect(html).not.toMatch(/<a /);
  });

  it('never loads an image: remote image markdown becomes its alt text', () => {
    const html = render('![a cat](https://evil.example/track.png) ![](https://evil.example/x.png) ![x](javascript:alert(1))');
    expectInert(html);
    expect(html).toBe('<div class="chat-markdown"><p>[image: a cat] [image] [image: x]</p></div>');
  });

  it('escapes markup inside code, math sources, headings and link text', () => {
    const html = render('# <b>h</b>\n`<script>`\n[<img src=x onerror=alert(1)>](/x)\n$\\def\\a{\\a}\\a<script>$');
    expectInert(html);
    expect(html).toContain('&lt;b&gt;h&lt;/b&gt;');
  });
});

describe('ChatMarkdown: any input', () => {
  // Pieces that matter to the parser, so random answers hit its delimiters and link paths.
  const piece = fc.constantFrom(
    '*',
    '**',
    '_',
    '`',
    '```',
    '$',
    '$$',
    '\\(',
    '\\)',
    '\\[',
    '\\]',
    '[',
    ']',
    '](',
    '(',
    ')',
    '![',
    '!',
    '<',
    '>',
    '\n',
    '\n\n',
    '- ',
    '1. ',
    '  - ',
    '> ',
    '# ',
    '---',
    '\\',
    ' ',
    'a',
    'x^2',
    '5',
    'javascript:alert(1)',
    'JaVaScRiPt:',
    'java\tscript:',
    'data:text/html,x',
    '//evil.example',
    'https://example.org',
    '/clustering#k-means',
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '\\def\\x{\\x}\\x',
    '\\href{javascript:alert(1)}{x}',
    '"',
    "'",
    '&#106;',
  );

  it('never throws and never renders markup that runs script or loads a resource', () => {
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 60 }), fc.boolean(), (pieces, streaming) => {
        const html = render(pieces.join(''), streaming);
        expectInert(html);
        for (const match of html.matchAll(/href="([^"]*)"/g)) expect(match[1]).toMatch(/^(?:\/(?![/\\])|#|https?:\/\/)/);
      }),
      { numRuns: 400 },
    );
  });
});

describe('sanitizeLinkHref', () => {
  it('allows site paths, anchors and http(s) URLs', () => {
    expect(sanitizeLinkHref('/clustering#k-means')).toEqual({ href: '/clustering#k-means', kind: 'internal' });
    expect(sanitizeLinkHref('#x')).toEqual({ href: '#x', kind: 'anchor' });
    expect(sanitizeLinkHref('HTTPS://Example.org/a b')).toBeNull();
    expect(sanitizeLinkHref('HTTPS://Example.org/a')).toEqual({ href: 'https://example.org/a', kind: 'external' });
    expect(sanitizeLinkHref('http://example.org')).toEqual({ href: 'http://example.org/', kind: 'external' });
  });

  it('refuses relative paths, other schemes and protocol-relative URLs', () => {
    for (const href of ['clustering', '?q=1', 'javascript:alert(1)', 'data:,x', '//evil.example', '/\\evil.example', '', '   ']) {
      expect(sanitizeLinkHref(href), href).toBeNull();
    }
  });
});

describe('the lectures’ macros', () => {
  it('typesets \\R and \\argmin as the lectures do, and keeps a \\gdef from leaking into the next answer', () => {
    const html = renderToStaticMarkup(<ChatMarkdown markdown={'$\\mathbf{x} \\in \\R^d$ and $\\argmin_w J$ and $\\gdef\\R{X}$'} />);
    expect(html).not.toContain('chat-math-source');
    expect(html).toContain('mathvariant="double-struck"');
    expect(renderToStaticMarkup(<ChatMarkdown markdown={'$\\R$'} />)).toContain('double-struck');
  });
});
