/**
 * Builds the app for a test, the way fastify/demo's test/helper.ts does: the real app with a test
 * configuration (its own SQLite file in a fresh temporary DATA_DIR unless one is given), exercised
 * through app.inject (no open port), closed after the test.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyServerOptions } from 'fastify';
import { onTestFinished } from 'vitest';
import { buildApp } from '../app.ts';
import type { ReferenceSources } from '../plugins/tutor.ts';
import { loadConfig } from '../config.ts';
import { lectureSectionsForTests } from './lecture-sections.ts';
import { tutorUnitsFile } from '../../content/pipeline/tutor-units.ts';
import type { UnitsFile } from '../../shared/units-file.ts';

/** The glossary and recipes, read once per test file: the same object each time lets the tutor plugin reuse its indexes. */
let units: UnitsFile | undefined;

/** The real app for a test; closed when the test finishes, unless `closeAfterTest` is false (one app for a suite: close it in afterAll). */
export async function build(
  options: {
    env?: Record<string, string>;
    clientDir?: string;
    closeAfterTest?: boolean;
    references?: ReferenceSources;
    /** Fastify's logger option (none by default); a test that reads the log passes a stream. */
    logger?: FastifyServerOptions['logger'];
  } = {},
) {
  const config = loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'ml-classes-test-')), ...options.env });
  const app = await buildApp({
    config,
    clientDir: options.clientDir,
    sections: await lectureSectionsForTests(),
    units: (units ??= tutorUnitsFile()),
    references: options.references ?? {},
    logger: options.logger,
  });
  if (options.closeAfterTest !== false) onTestFinished(() => app.close());
  await app.ready();
  return app;
}

/** A logger option for build() that keeps what the app logs, parsed, in `entries` (pino's JSON lines). */
export function capturedLog(level = 'info') {
  const entries: Array<{ level: number; msg: string; [field: string]: unknown }> = [];
  const stream = { write: (line: string) => void entries.push(JSON.parse(line) as (typeof entries)[number]) };
  return { entries, logger: { level, stream } };
}
