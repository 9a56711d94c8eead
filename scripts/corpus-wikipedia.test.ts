import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type MediaWikiStandIn, startMediaWikiStandIn } from '../server/test/mediawiki-stand-in.ts';
import { readWikipediaCorpus } from '../server/tutor/sources/wikipedia-corpus.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const tsx = join(root, 'node_modules', '.bin', 'tsx');
const script = join(root, 'scripts', 'corpus-wikipedia.ts');

let dataDir: string;
let standIn: MediaWikiStandIn;

beforeEach(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'corpus-wikipedia-'));
  standIn = await startMediaWikiStandIn({ failures: { 'Bad gateway': 'http-500' } });
});

afterEach(async () => {
  await standIn.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Runs the real command as the owner would, in a child process (the stand-in answers from this one). */
function run(args: string[], env: Record<string, string> = {}): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      tsx,
      [script, ...args],
      { cwd: dataDir, env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DATA_DIR: dataDir, WIKIPEDIA_API_URL: standIn.url, ...env } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

const corpusDir = () => join(dataDir, 'corpus', 'wikipedia');

describe('npm run corpus:wikipedia', () => {
  it('fetches the titles into DATA_DIR/corpus/wikipedia and says what it wrote', async () => {
    const { code, stdout, stderr } = await run(['SVM', 'Word2vec']);
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    expect(stdout).toBe(
      'Support vector machine: revision 1200000001, 5 sections\n' +
        'Word2vec: revision 1200000002, 7 sections\n' +
        `Written to ${corpusDir()}; the server indexes them when it next starts.\n`,
    );
    expect(readWikipediaCorpus(corpusDir())).toMatchObject({ articles: [{ title: 'Support vector machine' }, { title: 'Word2vec' }], problems: [] });
  });

  it('names each failed title, writes nothing, and exits 1 without a stack trace', async () => {
    mkdirSync(corpusDir(), { recursive: true });
    writeFileSync(join(corpusDir(), 'word2vec.json'), 'an older file');
    const { code, stdout, stderr } = await run(['Word2vec', 'No such thing here', 'Bad gateway']);
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toBe(
      '“No such thing here”: no such article on Wikipedia\n' +
        '“Bad gateway”: the MediaWiki API answered HTTP 500 Internal Server Error\n' +
        `Nothing was written; the corpus in ${corpusDir()} is unchanged.\n`,
    );
    expect(readdirSync(corpusDir())).toEqual(['word2vec.json']);
    expect(readFileSync(join(corpusDir(), 'word2vec.json'), 'utf8')).toBe('an older file');
  });

  it('prints its usage and exits 2 without titles', async () => {
    const { code, stderr } = await run([]);
    expect(code).toBe(2);
    expect(stderr).toMatch(/^Usage: npm run corpus:wikipedia -- "Article title"/);
  });

  it('refuses a WIKIPEDIA_API_URL that is not an http(s) URL', async () => {
    const { code, stderr } = await run(['Word2vec'], { WIKIPEDIA_API_URL: 'ftp://example.org/api.php' });
    expect(code).toBe(2);
    expect(stderr).toBe('WIKIPEDIA_API_URL must be an http(s) URL (got "ftp://example.org/api.php").\n');
    expect(standIn.requests).toEqual([]);
  });
});
