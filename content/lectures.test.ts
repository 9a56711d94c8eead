/**
 * The lectures as the issues specify them: each compiles, has its required sections in order,
 * typeset math with no errors, figures with alt text, and the closing sections CONTENT.md asks for.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { classes } from './classes.ts';
import { lectureSlugs, type LectureSlug } from './lectures.ts';
import { lecturesForTests } from './pipeline/lectures-for-tests.ts';
import { plainMath } from './pipeline/plain-math.ts';
import { sectionsOf } from './pipeline/section-documents.ts';
import { unreadableParts } from '../shared/section-text.ts';
import type { CompiledLecture } from './pipeline/compile-lecture.ts';
import { requiredLectureContent as required } from '../tests/lecture-requirements.ts';

let lectures: Map<LectureSlug, CompiledLecture>;
// Compiling the eleven lectures takes a minute on a quiet machine and longer beside a build.
beforeAll(async () => {
  lectures = await lecturesForTests();
}, 600_000);

describe.each([...lectureSlugs])('the lecture %s', (slug) => {
  it('has its title and its required sections in order', () => {
    const lecture = lectures.get(slug)!;
    expect(lecture.frontmatter.title).toBe(required[slug].title);
    const headings = lecture.toc.map((entry) => entry.text);
    let from = 0;
    for (const heading of required[slug].headings) {
      const at = headings.indexOf(heading, from);
      expect(at, `"${heading}" after "${headings[from - 1] ?? '(start)'}"`).toBeGreaterThanOrEqual(0);
      from = at + 1;
    }
  });

  it('is complete: published, typeset math, two or more figures with alt text, pitfalls, takeaways and 3-5 exercises with solutions', () => {
    const lecture = lectures.get(slug)!;
    expect(lecture.frontmatter.status).toBe('published');
    expect(lecture.html).toContain('class="katex"');
    expect(lecture.html).not.toContain('katex-error');
    expect(lecture.stats.displayEquations).toBeGreaterThan(0);
    expect(lecture.figures.length).toBeGreaterThanOrEqual(2);
    for (const figure of lecture.figures) expect(figure.alt.length).toBeGreaterThan(20);
    const topLevel = lecture.toc.filter((entry) => entry.depth === 2).map((entry) => entry.text);
    expect(topLevel.slice(-3)).toEqual(['Common pitfalls', 'Key takeaways', 'Exercises']);
    const solutions = lecture.html.match(/<details><summary>Solution<\/summary>/g) ?? [];
    expect(solutions.length).toBeGreaterThanOrEqual(3);
    expect(solutions.length).toBeLessThanOrEqual(5);
  });

  it('links only to lectures that exist', () => {
    const links = [...lectures.get(slug)!.html.matchAll(/href="(\/[^"#]*)(#[^"]*)?"/g)].map((match) => match[1]);
    for (const link of links) {
      if (link.startsWith('/media/')) continue;
      expect(
        lectureSlugs.map((other) => `/${other}`),
        link,
      ).toContain(link);
    }
  });
});

describe('the clustering lecture', () => {
  // Its seed: the page ends with the spectral sections and 'In Practice'; only the closing blocks
  // every lecture ends with may follow them (issue 37 moved agglomerative clustering and DBSCAN up).
  it("ends with spectral clustering and its 'In Practice', then only the closing blocks", () => {
    const toc = lectures.get('clustering')!.toc;
    const spectral = toc.findIndex((entry) => entry.depth === 2 && entry.text === 'Spectral clustering');
    const inPractice = toc.findIndex((entry) => entry.text === 'In Practice');
    expect(spectral).toBeGreaterThanOrEqual(0);
    expect(inPractice).toBeGreaterThan(spectral);
    expect(toc.slice(spectral + 1, inPractice).every((entry) => entry.depth === 3)).toBe(true);
    const after = toc.slice(inPractice + 1).filter((entry) => entry.depth === 2);
    expect(after.map((entry) => entry.text)).toEqual(['Questions learners ask', 'In code', 'Common pitfalls', 'Key takeaways', 'Exercises']);
  });
});

describe('the catalogue and the lectures agree', () => {
  it.each(classes.map((entry) => [entry.id, entry.lecture, entry.topics] as const))('class %i: every topic names a section of /%s', (_id, slug, topics) => {
    const headings = lectures.get(slug)!.toc.map((entry) => entry.text.toLowerCase());
    for (const topic of topics)
      expect(
        headings.map((heading) => heading.slice(0, topic.length)),
        topic,
      ).toContain(topic.toLowerCase());
  });
});

describe('links inside the lectures', () => {
  it('point at headings that exist (a renamed heading breaks every link to its anchor)', () => {
    const anchors = new Set([...lectures.values()].flatMap((lecture) => lecture.toc.map((entry) => `/${lecture.slug}#${entry.id}`)));
    for (const lecture of lectures.values())
      for (const section of lecture.sections)
        for (const link of section.links) {
          const target = link.startsWith('#') ? `/${lecture.slug}${link}` : link;
          expect(anchors.has(target), `${lecture.slug} › ${section.headingPath.at(-1) ?? 'Introduction'} links ${link}`).toBe(true);
        }
  });
});

describe('the search documents (issue 39: snippets with raw LaTeX or holes where math was cut out)', () => {
  it('read as prose: every formula has its plain reading, and no text holds a LaTeX command or the gap a removed formula leaves', () => {
    const problems: string[] = [];
    for (const document of sectionsOf(lectures.values())) {
      for (const formula of document.formulas.split('\n').filter(Boolean))
        if (plainMath(formula) === null) problems.push(`${document.id}: no plain reading of $${formula}$`);
      for (const problem of unreadableParts(document.text)) problems.push(`${document.id}: ${problem}`);
    }
    expect(problems).toEqual([]);
  });
});
