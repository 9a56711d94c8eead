import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkPractice } from './build-lectures.ts';
import { compileLecture, type CompiledLecture } from './compile-lecture.ts';
import type { LectureSlug } from '../lectures.ts';

const frontmatter = `---
title: Practice
summary: A lecture that exists only to check how the build reads practice questions.
outcomes: [one thing here, two things here, three things]
---

## The section

Some text to test.
`;

function compileSource(body: string) {
  const dir = mkdtempSync(join(tmpdir(), 'practice-'));
  writeFileSync(join(dir, 'practice.mdx'), frontmatter + body);
  return compileLecture('practice', dir);
}

const single = (options: string, id = 'sample-single') => `
<Practice id="${id}" kind="single">
  <Prompt>Which is it, $x$ or $y$?</Prompt>
${options}
</Practice>
`;
const right = '  <Option correct>$x$ <Why>Because of $x$.</Why></Option>';
const wrong = '  <Option>$y$ <Why>A common slip.</Why></Option>';

describe('practice questions in a lecture', () => {
  it('renders a question that works without JavaScript: options, then the answer and every explanation in <details>', async () => {
    const lecture = await compileSource(single([right, wrong].join('\n')));
    expect(lecture.practice).toHaveLength(1);
    expect(lecture.practice[0]).toMatchObject({ id: 'sample-single', kind: 'single', lecture: 'practice', section: 'the-section' });
    const html = lecture.html;
    expect(html).toContain('data-practice="sample-single"');
    expect(html).toMatch(/<ol class="practice-options" type="A" data-practice-options=""><li data-practice-option="0" data-correct="true">/);
    expect(html).toMatch(/<details class="practice-answer" data-practice-details=""><summary>Answer and explanations<\/summary>/);
    expect(html).toMatch(/<strong>A: correct\.<\/strong> <span>Because of <span class="katex">/);
    expect(html).toContain('<strong>B: not this one.</strong> <span>A common slip.</span>');
    // The question's own words (wrong options included) stay out of what search and the tutor quote.
    expect(lecture.sections.map((section) => section.text).join(' ')).not.toContain('common slip');
  });

  it('refuses a single-answer question without exactly one correct option', async () => {
    await expect(compileSource(single([wrong, wrong.replace('$y$', '$z$')].join('\n')))).rejects.toThrow(/needs exactly one correct option/);
    await expect(compileSource(single([right, right].join('\n')))).rejects.toThrow(/needs exactly one correct option/);
  });

  it('refuses a several-answer question with fewer than two correct options or no wrong one', async () => {
    const multiple = (options: string[]) => single(options.join('\n')).replace('kind="single"', 'kind="multiple"');
    await expect(compileSource(multiple([right, wrong, wrong]))).rejects.toThrow(/at least two correct options/);
    await expect(compileSource(multiple([right, right, right]))).rejects.toThrow(/at least two correct options and at least one wrong one/);
    const ok = await compileSource(multiple([right, right, wrong]));
    expect(ok.practice[0].kind).toBe('multiple');
  });

  it('refuses an option without its explanation, and a question without its prompt', async () => {
    await expect(compileSource(single([right, '  <Option>$y$</Option>'].join('\n')))).rejects.toThrow(/explanation \(<Why>\) is empty/);
    await expect(compileSource(`<Practice id="no-prompt" kind="single">\n${right}\n${wrong}\n</Practice>\n`)).rejects.toThrow(/exactly one <Prompt>/);
  });

  it('refuses a malformed id and an unknown kind', async () => {
    await expect(compileSource(single([right, wrong].join('\n'), 'Not_Kebab'))).rejects.toThrow(/kebab-case/);
    await expect(compileSource(single([right, wrong].join('\n')).replace('kind="single"', 'kind="essay"'))).rejects.toThrow(/kind must be one of/);
  });

  it('takes a numeric answer from the computed answers, and refuses one without exactly one tolerance or without an answer', async () => {
    const numeric = (attributes: string, id = 'linear-regression-worked-intercept') =>
      `<Practice id="${id}" kind="numeric" ${attributes}>\n  <Prompt>What is $b$?</Prompt>\n  <Why>It is $7/6$.</Why>\n</Practice>\n`;
    const lecture = await compileSource(numeric('sigfigs={3}'));
    expect(lecture.html).toContain('data-practice-answer="1.1666666666666665"');
    expect(lecture.html).toContain('data-practice-tolerance="{&quot;sigfigs&quot;:3}"');
    expect(lecture.html).toContain('<strong>Answer: 1.17</strong> (to 3 significant figures)');
    await expect(compileSource(numeric(''))).rejects.toThrow(/exactly one tolerance/);
    await expect(compileSource(numeric('sigfigs={3} absolute={0.1}'))).rejects.toThrow(/exactly one tolerance/);
    await expect(compileSource(numeric('absolute={-1}'))).rejects.toThrow(/tolerance/);
    await expect(compileSource(numeric('sigfigs={3}', 'typed-by-hand'))).rejects.toThrow(/has no computed answer/);
  });

  it('ties a prediction to a figure of the same lecture, and shows what happens after the options', async () => {
    const predict = (figure: string) =>
      `<Practice id="sample-predict" kind="predict" figure="${figure}">\n  <Prompt>What will move?</Prompt>\n${right}\n${wrong}\n  <Reveal>The boundary moves.</Reveal>\n</Practice>\n`;
    await expect(compileSource(predict('live-least-squares'))).rejects.toThrow(/not in this lecture/);
    const withFigure = await compileSource(
      `<Figure name="margin-diagram" alt="A margin between two classes of points" caption="The margin." />\n${predict('figure-margin-diagram')}`,
    );
    expect(withFigure.html).toContain('<a href="/practice#figure-margin-diagram">See it in the figure.</a>');
    expect(withFigure.html).toContain('data-practice-reveal=""');
    await expect(compileSource(predict('figure-margin-diagram').replace('  <Reveal>The boundary moves.</Reveal>\n', ''))).rejects.toThrow(
      /<Reveal>\) is empty/,
    );
  });

  it('refuses the same id twice across lectures: progress is stored by id', async () => {
    const first = await compileSource(single([right, wrong].join('\n')));
    const lectures = new Map([
      ['one', first],
      ['two', first],
    ]) as unknown as Map<LectureSlug, CompiledLecture>;
    expect(() => checkPractice(lectures)).toThrow(/duplicate practice id "sample-single"/);
  });
});
