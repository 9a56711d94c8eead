/**
 * Builds the app for a test, the way fastify/demo's test/helper.ts does: the real app with a test
 * configuration, exercised through app.inject (no open port), closed after the test.
 */
import { onTestFinished } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';

export async function build(options: { env?: Record<string, string>; clientDir?: string } = {}) {
  const config = loadConfig({ DATA_DIR: '/tmp/ml-classes-test', ...options.env });
  const app = await buildApp({ config, clientDir: options.clientDir });
  onTestFinished(() => app.close());
  await app.ready();
  return app;
}
