/**
 * The compiled lectures, for tests. Compiling the eleven lectures takes 20-60 s on this machine,
 * and a dozen test files need them (lectures, glossary, recipes, snippets, the tutor's sections):
 * the first test file that asks compiles them and writes the result to node_modules/.cache, and
 * the others read it. The cache key hashes every file the compilation reads (content/, shared/,
 * the figures in public/media, the lockfile), so any change compiles again; CI starts from a
 * clean clone, where the first test file always compiles.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LectureSlug } from '../lectures.ts';
import { buildLectures } from './build-lectures.ts';
import type { CompiledLecture } from './compile-lecture.ts';

const root = join(import.meta.dirname, '..', '..');
const cacheDir = join(root, 'node_modules', '.cache', 'ml-classes');

/** Every file under `dir`, as paths relative to the repository, sorted. */
function filesUnder(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(root.length + 1))
    .sort();
}

/** A hash of everything a compilation of the lectures can read. */
export function lectureInputsKey(): string {
  const hash = createHash('sha256');
  for (const file of [...filesUnder('content'), ...filesUnder('shared'), ...filesUnder('public/media'), 'package-lock.json']) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(join(root, file)))
      .update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * `make()` once per set of inputs: read from the cache file named `name` and the inputs' key, or
 * made and written there (written then renamed, so a test file running in parallel never reads
 * half a file). Files of the same name for other inputs are removed: the lectures' file is tens of
 * megabytes, and every edit of the content makes a new one.
 */
export async function cachedForTests<T>(name: string, make: () => Promise<T>): Promise<T> {
  const cacheFile = join(cacheDir, `${name}-${lectureInputsKey()}.json`);
  try {
    return JSON.parse(readFileSync(cacheFile, 'utf8')) as T;
  } catch {
    const value = await make();
    mkdirSync(cacheDir, { recursive: true });
    const partial = `${cacheFile}.${process.pid}.tmp`;
    writeFileSync(partial, JSON.stringify(value));
    renameSync(partial, cacheFile);
    for (const old of readdirSync(cacheDir)) {
      if (old.startsWith(`${name}-`) && old.endsWith('.json') && join(cacheDir, old) !== cacheFile) rmSync(join(cacheDir, old), { force: true });
    }
    return value;
  }
}

let memo: Promise<Map<LectureSlug, CompiledLecture>> | undefined;

/** Every lecture as `buildLectures()` compiles it (compiled once per set of inputs, then read). */
export function lecturesForTests(): Promise<Map<LectureSlug, CompiledLecture>> {
  memo ??= cachedForTests('lectures', async () => [...(await buildLectures())]).then((entries) => new Map(entries));
  return memo;
}

/** One lecture as `compileLecture(slug)` compiles it from content/lectures. */
export async function lectureForTests(slug: LectureSlug): Promise<CompiledLecture> {
  const lecture = (await lecturesForTests()).get(slug);
  if (!lecture) throw new Error(`no lecture "${slug}"`);
  return lecture;
}
