/**
 * Compiles one MDX lecture to static HTML at build time: frontmatter validated, math typeset by
 * KaTeX (HTML + MathML, so no math JavaScript ships), headings with anchors, display equations
 * wrapped in scrollable blocks with their LaTeX source, figures checked against public/media, code
 * snippets highlighted with their committed output (snippets.ts).
 * The HTML is injected into the prerendered page and kept out of the JavaScript bundle
 * (docs/decisions/001-lecture-bodies-as-static-html.md).
 */
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { createElement, Fragment, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as jsxRuntime from 'react/jsx-runtime';
import { evaluate } from '@mdx-js/mdx';
import { VFile } from 'vfile';
import { parse as parseYaml } from 'yaml';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import rehypeKatex from 'rehype-katex';
import rehypeSlug from 'rehype-slug';
import { LectureFrontmatterSchema, type LectureFrontmatter } from '../lecture-schema.ts';
import { katexMacros } from '../macros.ts';
import {
  rehypeAccessibleTables,
  rehypeCollectOutline,
  rehypeEquationBlocks,
  rehypeHeadingAnchors,
  rehypeQuestionBank,
  type LectureOutline,
} from './rehype-plugins.ts';
import { LectureBuildError, type FigureUse } from './lecture-build.ts';
import { createLectureComponents } from './lecture-components.tsx';
import { rehypeSnippets } from './snippets.ts';
import { createPracticeComponents, type RenderedPractice } from './practice-components.tsx';
import type { PracticeUse } from '../practice/question-schema.ts';

/** Where figures live: MDX's <Figure name="x"> points at public/media/x.svg. */
export const mediaDir = join(import.meta.dirname, '..', '..', 'public', 'media');

/** A lecture ready to be served: metadata, static HTML, and what the search index needs. */
export interface CompiledLecture extends LectureOutline {
  slug: string;
  frontmatter: LectureFrontmatter;
  /** The body as static HTML (empty for drafts). */
  html: string;
  figures: FigureUse[];
  /** The practice questions, in page order, each with the section it follows. */
  practice: PracticeUse[];
  stats: { words: number; displayEquations: number; figures: number };
}

const frontmatterPattern = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/;

/** Parses and validates the YAML frontmatter at the top of an MDX file. */
export function readFrontmatter(file: string, source: string): LectureFrontmatter {
  const match = frontmatterPattern.exec(source);
  if (!match) throw new LectureBuildError(file, 1, 'missing frontmatter (--- yaml ---)');
  let data: unknown;
  try {
    data = parseYaml(match[1]);
  } catch (error) {
    throw new LectureBuildError(file, 1, `frontmatter is not valid YAML: ${(error as Error).message}`);
  }
  const result = LectureFrontmatterSchema.safeParse(data);
  if (!result.success) {
    const issues = result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`).join('; ');
    throw new LectureBuildError(file, 1, `invalid frontmatter: ${issues}`);
  }
  return result.data;
}

/** Compiles the lecture `slug` from `content/lectures/<slug>.mdx`. */
export async function compileLecture(slug: string, lecturesDir = join(import.meta.dirname, '..', 'lectures')): Promise<CompiledLecture> {
  const path = join(lecturesDir, `${slug}.mdx`);
  const displayPath = `content/lectures/${slug}.mdx`;
  if (!existsSync(path)) throw new LectureBuildError(displayPath, undefined, 'lecture file is missing');
  const source = readFileSync(path, 'utf8');
  const frontmatter = readFrontmatter(displayPath, source);
  const outline: LectureOutline = { toc: [], sections: [] };
  const figures: FigureUse[] = [];
  const rendered: RenderedPractice[] = [];
  const vfile = new VFile({ path: displayPath, value: source });

  let Content: (props: { components: Record<string, unknown> }) => ReactNode;
  try {
    const module = await evaluate(vfile, {
      ...jsxRuntime,
      Fragment,
      remarkPlugins: [remarkFrontmatter, remarkGfm, remarkMath],
      rehypePlugins: [
        // A fresh copy of the macros per lecture: \gdef inside one lecture must not leak into another.
        [rehypeKatex, { macros: { ...katexMacros }, strict: 'error', output: 'htmlAndMathml', trust: false, maxSize: 20, maxExpand: 200 }],
        rehypeEquationBlocks,
        rehypeSnippets,
        rehypeSlug,
        [rehypeCollectOutline, { outline }],
        rehypeHeadingAnchors,
        rehypeAccessibleTables,
        // After the outline and the heading anchors: the tutor's sections are read before the fold.
        rehypeQuestionBank,
      ],
    });
    Content = module.default as typeof Content;
  } catch (error) {
    const place = (error as { place?: { line?: number; start?: { line?: number } } }).place;
    throw new LectureBuildError(displayPath, place?.line ?? place?.start?.line, (error as Error).message.split('\n')[0]);
  }
  const mathError = vfile.messages.find((message) => message.source === 'rehype-katex' || message.ruleId === 'katex');
  if (mathError) {
    throw new LectureBuildError(
      displayPath,
      mathError.line ?? undefined,
      `KaTeX: ${mathError.reason}${mathError.cause instanceof Error ? ` (${mathError.cause.message})` : ''}`,
    );
  }

  const html =
    frontmatter.status === 'draft'
      ? ''
      : renderToStaticMarkup(
          createElement(Content, {
            components: {
              ...createLectureComponents({ file: displayPath, mediaDir, figures }),
              ...createPracticeComponents({ file: displayPath, lecture: slug, questions: rendered }),
            },
          }),
        );
  if (frontmatter.status === 'published' && outline.toc.length === 0) {
    throw new LectureBuildError(displayPath, undefined, 'a published lecture needs ## sections');
  }
  const practice = placePractice(displayPath, html, rendered);
  return {
    slug,
    frontmatter,
    html,
    figures,
    practice,
    ...outline,
    stats: {
      words: outline.sections.reduce((sum, section) => sum + section.text.split(/\s+/).filter((word) => /[A-Za-z]/.test(word)).length, 0),
      displayEquations: (html.match(/class="equation"/g) ?? []).length,
      figures: figures.length,
    },
  };
}

/**
 * Each question's section: the last h2 or h3 before it in the page, so the review page can link
 * back to what the question tests. A "predict" question's figure must be in the same page.
 */
function placePractice(file: string, html: string, rendered: RenderedPractice[]): PracticeUse[] {
  const headings = [...html.matchAll(/<h[23][^>]*\sid="([^"]+)"/g)].map((match) => ({ at: match.index, id: match[1] }));
  return rendered.map((question) => {
    const at = html.indexOf(`data-practice="${question.id}"`);
    const section = headings.filter((heading) => heading.at < at).at(-1)?.id;
    if (!section)
      throw new LectureBuildError(file, undefined, `<Practice id="${question.id}"> must follow the section it tests, not come before the first heading`);
    const figure = /data-practice-figure="([^"]+)"/.exec(question.html)?.[1];
    if (figure && !html.includes(`id="${figure}"`)) {
      throw new LectureBuildError(
        file,
        undefined,
        `<Practice id="${question.id}"> predicts from figure="${figure}", which is not in this lecture (figure-<name> or live-<name>)`,
      );
    }
    return { ...question, section };
  });
}
