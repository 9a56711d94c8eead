/**
 * The lecture sections for server tests. Compiling the lectures takes ~20 s, so the result is
 * cached in node_modules/.cache, keyed by the content of the lectures and the pipeline that reads
 * them; a changed lecture rebuilds it.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildLectures } from '../../content/pipeline/build-lectures.ts';
import { sectionsOf } from '../../content/pipeline/section-documents.ts';
import type { SectionDocument } from '../../shared/section-index.ts';

const root = join(import.meta.dirname, '..', '..');

function contentKey(): string {
  const hash = createHash('sha256');
  for (const dir of ['content/lectures', 'content/pipeline']) {
    for (const name of readdirSync(join(root, dir)).sort()) {
      if (/\.(mdx|ts|tsx)$/.test(name)) hash.update(name).update(readFileSync(join(root, dir, name)));
    }
  }
  hash.update(readFileSync(join(root, 'shared/section-index.ts')));
  return hash.digest('hex').slice(0, 16);
}

let memo: Promise<SectionDocument[]> | undefined;

/** The sections of the current lectures (compiled once, then read from the cache). */
export function lectureSectionsForTests(): Promise<SectionDocument[]> {
  memo ??= (async () => {
    const cacheDir = join(root, 'node_modules', '.cache', 'ml-classes');
    const cacheFile = join(cacheDir, `sections-${contentKey()}.json`);
    try {
      return JSON.parse(readFileSync(cacheFile, 'utf8')) as SectionDocument[];
    } catch {
      const sections = sectionsOf((await buildLectures()).values());
      mkdirSync(cacheDir, { recursive: true });
      // Written then renamed, so a test file running in parallel never reads half a file.
      const partial = `${cacheFile}.${process.pid}.tmp`;
      writeFileSync(partial, JSON.stringify(sections));
      renameSync(partial, cacheFile);
      return sections;
    }
  })();
  return memo;
}
