import { afterEach, describe, expect, it, vi } from 'vitest';
import { canRunBinary, missingBinary } from './system-binary.ts';

describe('missingBinary: why a Debian program cannot be run', () => {
  it('is undefined for an executable, and names the path and the package otherwise', () => {
    expect(missingBinary(process.execPath, 'nodejs')).toBeUndefined();
    expect(missingBinary('/nonexistent/pg_ctl', 'postgresql')).toBe('/nonexistent/pg_ctl is missing (apt-get install postgresql)');
  });
});

describe('canRunBinary: whether a suite that runs a Debian program can run', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it('says yes when the program is installed, and no for a directory', () => {
    expect(canRunBinary(process.execPath, 'nodejs', 'Node')).toBe(true);
    vi.stubEnv('CI', '');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(canRunBinary(import.meta.dirname, 'nodejs', 'Node')).toBe(false);
  });

  it('skips, printing why and what to install, when it is missing outside CI', () => {
    vi.stubEnv('CI', '');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(canRunBinary('/nonexistent/redis-server', 'redis-server', 'Redis')).toBe(false);
    expect(warn).toHaveBeenCalledWith('Skipping the tests that need Redis: /nonexistent/redis-server is missing (apt-get install redis-server)');
  });

  it('fails under CI=true when it is missing: CI must run those suites', () => {
    vi.stubEnv('CI', 'true');
    expect(() => canRunBinary('/nonexistent/nginx', 'nginx', 'nginx')).toThrow(
      'The nginx tests cannot run: /nonexistent/nginx is missing (apt-get install nginx)',
    );
  });
});
