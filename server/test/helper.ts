/**
 * Builds the app for a test, the way fastify/demo's test/helper.ts does: the real app with a test
 * configuration (its own SQLite file in a fresh temporary DATA_DIR unless one is given), exercised
 * through app.inject (no open port), closed after the test.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { onTestFinished } from 'vitest';
import { buildApp } from '../app.ts';
import type { ReferenceSources } from '../plugins/tutor.ts';
import { loadConfig } from '../config.ts';
import { lectureSectionsForTests } from './lecture-sections.ts';

/** The real app for a test; closed when the test finishes, unless `closeAfterTest` is false (one app for a suite: close it in afterAll). */
export async function build(options: { env?: Record<string, string>; clientDir?: string; closeAfterTest?: boolean; references?: ReferenceSources } = {}) {
  const config = loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'ml-classes-test-')), ...options.env });
  const app = await buildApp({ config, clientDir: options.clientDir, sections: await lectureSectionsForTests(), references: options.references ?? {} });
  if (options.closeAfterTest !== false) onTestFinished(() => app.close());
  await app.ready();
  return app;
}
