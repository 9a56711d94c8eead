/**
 * Compiles every lecture and checks the content against the rest of the site: each slug in
 * content/lectures.ts has a file and each file has a slug, and every class points at a lecture.
 * Any mismatch fails the build with the file that is wrong.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { lectureSlugs, type LectureSlug } from '../lectures.ts';
import { classes } from '../classes.ts';
import { compileLecture, type CompiledLecture } from './compile-lecture.ts';
import { LectureBuildError } from './lecture-build.ts';
import { numericAnswers } from '../practice/answers.ts';
import { notation } from '../notation.ts';
import { formulasOf, notationTableErrors, notationUsageWarnings, notationWarnings } from '../notation-check.ts';

export const lecturesDir = join(import.meta.dirname, '..', 'lectures');

/** Compiles all lectures in reading order. */
export async function buildLectures(): Promise<Map<LectureSlug, CompiledLecture>> {
  const files = readdirSync(lecturesDir).filter((file) => file.endsWith('.mdx'));
  for (const file of files) {
    const slug = file.replace(/\.mdx$/, '');
    if (!(lectureSlugs as readonly string[]).includes(slug)) {
      throw new LectureBuildError(`content/lectures/${file}`, undefined, `no route: add "${slug}" to content/lectures.ts`);
    }
  }
  const compiled = new Map<LectureSlug, CompiledLecture>();
  for (const slug of lectureSlugs) compiled.set(slug, await compileLecture(slug, lecturesDir));
  checkPractice(compiled);
  const tableErrors = notationTableErrors(notation);
  if (tableErrors.length > 0) throw new LectureBuildError('content/notation.ts', undefined, tableErrors.join('; '));
  // Warnings, not errors (issue 19): a clash is for the author to resolve, not a broken page.
  const declarations = [...compiled].map(([slug, lecture]) => ({ slug, notation: lecture.frontmatter.notation }));
  for (const warning of notationWarnings(notation, declarations)) console.warn(`notation: ${warning}`);
  const usage = declarations.map((declaration) => ({
    ...declaration,
    formulas: formulasOf(readFileSync(join(lecturesDir, `${declaration.slug}.mdx`), 'utf8').replace(/^---[\s\S]*?\n---\n/, '')),
  }));
  for (const warning of notationUsageWarnings(notation, usage)) console.warn(`notation: ${warning}`);
  for (const entry of classes) {
    if (!compiled.has(entry.lecture)) {
      throw new LectureBuildError('content/classes.ts', undefined, `class ${entry.id} points at missing lecture "${entry.lecture}"`);
    }
  }
  return compiled;
}

/** Practice ids are unique across the site (progress is stored by id), and every computed answer has its question. */
export function checkPractice(compiled: Map<LectureSlug, CompiledLecture>): void {
  const seen = new Map<string, string>();
  for (const [slug, lecture] of compiled) {
    for (const question of lecture.practice) {
      const first = seen.get(question.id);
      if (first)
        throw new LectureBuildError(
          `content/lectures/${slug}.mdx`,
          undefined,
          `duplicate practice id "${question.id}" (also in content/lectures/${first}.mdx)`,
        );
      seen.set(question.id, slug);
    }
  }
  const orphans = Object.keys(numericAnswers).filter((id) => !seen.has(id));
  if (orphans.length > 0 && [...compiled.values()].every((lecture) => lecture.frontmatter.status === 'published')) {
    throw new LectureBuildError('content/practice/answers.ts', undefined, `computed answers without a question: ${orphans.join(', ')}`);
  }
}
