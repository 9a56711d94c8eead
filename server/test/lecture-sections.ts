/**
 * The lecture sections for server tests, from the compiled lectures that test files share
 * (content/pipeline/lectures-for-tests.ts), cached beside them under the same key.
 */
import { lecturesForTests, cachedForTests } from '../../content/pipeline/lectures-for-tests.ts';
import { sectionsOf } from '../../content/pipeline/section-documents.ts';
import type { SectionDocument } from '../../shared/section-index.ts';

let memo: Promise<SectionDocument[]> | undefined;

/** The sections of the current lectures (compiled once per set of inputs, then read from the cache). */
export function lectureSectionsForTests(): Promise<SectionDocument[]> {
  memo ??= cachedForTests('sections', async () => sectionsOf((await lecturesForTests()).values()));
  return memo;
}
