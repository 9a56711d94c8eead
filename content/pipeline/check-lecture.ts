/**
 * Compiles lectures and prints their statistics (practice questions by kind included), or the
 * first error with file and line.
 *   npm run check:lectures [-- slug ...]
 */
import { lectureSlugs } from '../lectures.ts';
import { compileLecture } from './compile-lecture.ts';
import { practiceKinds } from '../practice/question-schema.ts';

const slugs = process.argv.slice(2).length > 0 ? process.argv.slice(2) : [...lectureSlugs];
let failed = false;
for (const slug of slugs) {
  try {
    const lecture = await compileLecture(slug);
    const { words, displayEquations, figures } = lecture.stats;
    const kinds = practiceKinds.map((kind) => `${kind} ${lecture.practice.filter((question) => question.kind === kind).length}`).join(', ');
    console.log(
      `${slug.padEnd(26)} ${lecture.frontmatter.status.padEnd(9)} words ${String(words).padStart(5)}  display equations ${String(displayEquations).padStart(3)}  figures ${figures}  sections ${lecture.toc.length}  practice ${lecture.practice.length} (${kinds})`,
    );
  } catch (error) {
    failed = true;
    console.error((error as Error).message);
  }
}
process.exit(failed ? 1 : 0);
