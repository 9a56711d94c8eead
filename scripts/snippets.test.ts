import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { diffLines, findPython, listSnippets, runSnippet, runSnippets, type SnippetFolders } from './snippets.ts';

const python = findPython();
const hasPython = 'python' in python;

/** A snippets folder with one lecture and the given snippets (name → code), and a recipes folder with the given recipes. */
function snippetsFolder(files: Record<string, string>, recipes: Record<string, string> = {}): SnippetFolders & { dir: string; recipes: string } {
  const dir = mkdtempSync(join(tmpdir(), 'snippets-'));
  mkdirSync(join(dir, 'lectures', 'some-lecture'), { recursive: true });
  mkdirSync(join(dir, 'recipes'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, 'lectures', 'some-lecture', name), text);
  for (const [name, text] of Object.entries(recipes)) writeFileSync(join(dir, 'recipes', name), text);
  return { dir: join(dir, 'lectures'), lectures: join(dir, 'lectures'), recipes: join(dir, 'recipes') };
}

describe('npm run snippets', () => {
  it('lists every committed snippet by lecture, then every recipe, with no stray file', () => {
    const snippets = listSnippets();
    const ids = snippets.map((snippet) => snippet.id);
    expect(ids).toContain('linear-regression/worked-example');
    expect(ids).toContain('recipes/scale-in-pipeline');
    // The recipes come after every lecture's snippets, so `npm run snippets` reports them together.
    expect(ids.findIndex((id) => id.startsWith('recipes/'))).toBe(ids.length - ids.filter((id) => id.startsWith('recipes/')).length);
    for (const snippet of snippets) {
      // A snippet is short: the limit.
      expect(readFileSync(snippet.path, 'utf8').trimEnd().split('\n').length, snippet.id).toBeLessThanOrEqual(30);
    }
  });

  it('shows the lines that differ', () => {
    expect(diffLines('a\nb\nc\n', 'a\nB\nc\nd\n')).toEqual(['- b', '+ B', '+ d']);
    expect(diffLines('a\n', 'a\n')).toEqual([]);
  });

  it.skipIf(!hasPython)('writes the outputs, then --check passes, and fails with the diff once a snippet prints something else', async () => {
    const folders = snippetsFolder({ 'hello.py': 'import os\nprint(os.environ["PYTHONHASHSEED"], os.listdir("."))\n' });
    const { dir } = folders;
    expect(await runSnippets([], {}, folders)).toMatchObject({ exitCode: 0, stdout: expect.stringContaining('some-lecture/hello: written') });
    expect(readFileSync(join(dir, 'some-lecture', 'hello.out'), 'utf8')).toBe('0 []\n');
    const ok = await runSnippets(['--check'], {}, folders);
    expect(ok.exitCode).toBe(0);
    expect(ok.stdout).toMatch(/some-lecture\/hello: prints what the page shows\n1 snippet run; that took \d+\.\d seconds\n/);

    writeFileSync(join(dir, 'some-lecture', 'hello.py'), 'print("1 []")\n');
    const changed = await runSnippets(['--check', 'some-lecture'], {}, folders);
    expect(changed.exitCode).toBe(1);
    expect(changed.stderr).toContain('some-lecture/hello: changed (committed -, printed now +)\n  - 0 []\n  + 1 []\n');
    expect(changed.stderr).toContain('no longer prints what the page shows');
    // --check never writes.
    expect(readFileSync(join(dir, 'some-lecture', 'hello.out'), 'utf8')).toBe('0 []\n');
  });

  it.skipIf(!hasPython)('fails on a missing output, an error (with its stderr) and an unknown name', async () => {
    const folders = snippetsFolder({ 'fails.py': 'raise ValueError("the reason")\n', 'new.py': 'print(1)\n' });
    const run = await runSnippets(['--check'], {}, folders);
    expect(run.exitCode).toBe(1);
    expect(run.stderr).toMatch(/some-lecture\/fails: failed, exited with 1\n[\s\S]*ValueError: the reason/);
    expect(run.stderr).toContain('some-lecture/new: missing some-lecture/new.out (run npm run snippets)');
    expect(await runSnippets(['nope'], {}, folders)).toMatchObject({ exitCode: 1, stderr: 'No snippet named nope in content/snippets or content/recipes.\n' });
  });

  it.skipIf(!hasPython)('runs the recipes too, alone with `recipes` or one by id, and fails a recipe that prints a warning', async () => {
    const warns = 'import warnings\nwarnings.warn("max_iter reached")\nprint(2)\n';
    const folders = snippetsFolder({ 'warns.py': warns }, { 'clean.py': 'print(1)\n', 'warns.py': warns });
    expect(listSnippets(folders).map((snippet) => snippet.id)).toEqual(['some-lecture/warns', 'recipes/clean', 'recipes/warns']);

    const one = await runSnippets(['recipes/clean'], {}, folders);
    expect(one).toMatchObject({ exitCode: 0, stdout: expect.stringMatching(/^recipes\/clean: written\n1 snippet run;/) });
    expect(readFileSync(join(folders.recipes, 'clean.out'), 'utf8')).toBe('1\n');

    const recipes = await runSnippets(['recipes'], {}, folders);
    expect(recipes.exitCode).toBe(1);
    expect(recipes.stdout).toContain('2 snippets run;');
    expect(recipes.stderr).toMatch(/^recipes\/warns: wrote to stderr \(set the parameters that silence the warning\)\n.*UserWarning: max_iter reached/);
    expect(existsSync(join(folders.recipes, 'warns.out'))).toBe(false);
    // A lecture's snippet keeps the old rule: its stderr is not checked.
    expect(await runSnippets(['some-lecture'], {}, folders)).toMatchObject({ exitCode: 0, stdout: expect.stringContaining('some-lecture/warns: written') });
  });

  it.skipIf(!hasPython)('stops a snippet that runs past its time limit', async () => {
    const { dir } = snippetsFolder({ 'slow.py': 'import sys, time\nprint("started", file=sys.stderr, flush=True)\ntime.sleep(30)\n' });
    const result = await runSnippet((python as { python: string }).python, join(dir, 'some-lecture', 'slow.py'), 1_000);
    expect(result).toEqual({ ok: false, error: 'timed out after 1 s\nstarted' });
  });

  it('without Python, --check skips with the reason, except in CI, and a write fails', async () => {
    const env = { PYTHON: '/nonexistent/python3' };
    const skipped = await runSnippets(['--check'], env);
    expect(skipped).toMatchObject({
      exitCode: 0,
      stdout: expect.stringMatching(/^Skipping the snippet check: no \/nonexistent\/python3 that imports scikit-learn/),
    });
    expect(await runSnippets(['--check'], { ...env, CI: 'true' })).toMatchObject({ exitCode: 1, stderr: expect.stringContaining('Cannot run the snippets') });
    expect(await runSnippets([], env)).toMatchObject({ exitCode: 1 });
  });
});
