/**
 * What the rate limit logs about Redis never holds a secret of REDIS_URL, wherever the URL keeps
 * it: the user information or the query string (`?password=`), which some clients read.
 */
import { describe, expect, it } from 'vitest';
import { freePort } from '../test/system-binary.ts';
import { build, capturedLog } from '../test/helper.ts';

describe('the rate limit with a REDIS_URL that holds secrets', () => {
  it('logs where Redis is without its password or query values', async () => {
    const port = await freePort();
    const log = capturedLog('trace');
    // Nothing listens there: the plugin logs that Redis does not answer, naming it.
    const app = await build({ env: { REDIS_URL: `redis://user:hunter2@127.0.0.1:${port}/?password=hunter2&db=0` }, logger: log.logger });
    await app.close();
    const mentions = log.entries.filter((entry) => typeof entry.redis === 'string');
    expect(mentions.length).toBeGreaterThan(0);
    for (const entry of mentions) expect(entry.redis).toBe(`redis://user:***@127.0.0.1:${port}/?password=***&db=***`);
    expect(JSON.stringify(log.entries)).not.toContain('hunter2');
  });
});
