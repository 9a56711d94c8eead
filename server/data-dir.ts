/**
 * DATA_DIR at start: the SQLite store's directory is created before the server listens, and a
 * directory that cannot be created (a file in the way, no permission) stops the server with a
 * message naming DATA_DIR and the reason, as any other invalid setting does (docs/decisions/011).
 * An existing directory the server may not write is not refused: the store serves the history it
 * holds and says it cannot save.
 */
import { mkdirSync } from 'node:fs';
import { ConfigError, type Config } from './config.ts';

/** Creates DATA_DIR when the SQLite store needs it; throws ConfigError naming DATA_DIR when it cannot. */
export function prepareDataDir(config: Pick<Config, 'dataDir' | 'database'>): void {
  // With DATABASE_URL nothing is written there (the Wikipedia corpus in it is only read).
  if (config.database) return;
  try {
    mkdirSync(config.dataDir, { recursive: true });
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException;
    throw new ConfigError([`DATA_DIR: cannot create ${JSON.stringify(config.dataDir)} (${code ?? message})`]);
  }
}
