/**
 * The PostgreSQL suites' side of server/test/postgres-server.ts: where the binaries are absent,
 * `describeWithPostgres` skips its suite with a printed reason, except with CI=true, where the
 * suite fails: CI installs PostgreSQL (.ci/run).
 */
import { describe } from 'vitest';
import { postgresMissing } from './postgres-server.ts';

export { postgresMissing, startTestPostgres, type TestPostgres } from './postgres-server.ts';

/**
 * `describe`, skipped with a printed reason when PostgreSQL is not installed, unless CI=true: then
 * it runs, and starting the server fails the suite, so CI cannot pass without these tests.
 */
export function describeWithPostgres(name: string, body: () => void): void {
  if (postgresMissing !== undefined && process.env.CI !== 'true') {
    console.warn(`Skipping "${name}": ${postgresMissing}`);
    describe.skip(name, body);
    return;
  }
  describe(name, body);
}
