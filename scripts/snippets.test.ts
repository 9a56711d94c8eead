import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  diffLines,
  findPython,
  findTorch,
  importsTorch,
  listSnippets,
  longerSnippets,
  maxSnippetLines,
  runSnippet,
  runSnippets,
  timeLimits,
  timeoutMs,
  type SnippetFolders,
} from './snippets.ts';

const python = findPython();
const hasPython = 'python' in python;
const hasTorch = hasPython && 'ok' in findTorch(python.python);

/**
 * A real Python that cannot import torch: Debian's interpreter (scikit-learn and all) started with a
 * folder first on its path whose torch package raises ImportError, as on a machine without python3-torch.
 */
function pythonWithoutTorch(): string {
  const dir = mkdtempSync(join(tmpdir(), 'no-torch-'));
  mkdirSync(join(dir, 'hidden', 'torch'), { recursive: true });
  writeFileSync(join(dir, 'hidden', 'torch', '__init__.py'), 'raise ImportError("No module named \'torch\'")\n');
  const wrapper = join(dir, 'python3');
  writeFileSync(wrapper, `#!/bin/sh\nPYTHONPATH=${join(dir, 'hidden')} exec ${(python as { python: string }).python} "$@"\n`);
  chmodSync(wrapper, 0o755);
  return wrapper;
}

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
      const code = readFileSync(snippet.path, 'utf8');
      // A snippet is short: the limit, or its own in longerSnippets.
      expect(code.trimEnd().split('\n').length, snippet.id).toBeLessThanOrEqual(longerSnippets[snippet.id] ?? maxSnippetLines);
      // A PyTorch snippet seeds its random numbers and runs on one thread itself, so a learner who
      // copies it gets the page's output (the runner's OMP_NUM_THREADS=1 is not in their shell).
      if (importsTorch(code)) {
        expect(code, snippet.id).toMatch(/^torch\.manual_seed\(\d+\)/m);
        expect(code, snippet.id).toMatch(/^torch\.set_num_threads\(1\)/m);
      }
    }
    // Every longer limit is for a snippet that exists, and is longer than the default.
    for (const [id, limit] of Object.entries(timeLimits)) {
      expect(ids, id).toContain(id);
      expect(limit, id).toBeGreaterThan(timeoutMs);
    }
    for (const [id, lines] of Object.entries(longerSnippets)) {
      expect(ids, id).toContain(id);
      expect(lines, id).toBeGreaterThan(maxSnippetLines);
    }
  });

  it('knows a PyTorch snippet by its import', () => {
    for (const code of [
      'import torch\n',
      'import torch.nn as nn\n',
      'x = 1\nfrom torch import nn\n',
      'from torch.optim import Adam\n',
      '  import torch  # indented\n',
    ]) {
      expect(importsTorch(code), code).toBe(true);
    }
    for (const code of ['import torchvision\n', 'import numpy as np\n', '# import torch\n', 'print("from torch import nn")\n']) {
      expect(importsTorch(code), code).toBe(false);
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

  it.skipIf(!hasPython)('gives a snippet named in the limits its own time limit, and no other', async () => {
    const sleeps = 'import time\ntime.sleep(1.5)\nprint("done")\n';
    const folders = snippetsFolder({ 'trains.py': sleeps, 'other.py': sleeps });
    const run = await runSnippets([], {}, folders, { defaultMs: 1_000, bySnippet: { 'some-lecture/trains': 10_000 } });
    expect(run.exitCode).toBe(1);
    expect(run.stdout).toContain('some-lecture/trains: written');
    expect(run.stderr).toContain('some-lecture/other: failed, timed out after 1 s');
    expect(readFileSync(join(folders.dir, 'some-lecture', 'trains.out'), 'utf8')).toBe('done\n');
  });

  it.skipIf(!hasTorch)("runs a PyTorch snippet with Debian's python3-torch, on one thread", async () => {
    const folders = snippetsFolder({ 'versions.py': 'import torch\nprint(torch.__version__.split(".")[:2], torch.get_num_threads())\n' });
    expect(await runSnippets([], {}, folders)).toMatchObject({ exitCode: 0, stdout: expect.stringContaining('some-lecture/versions: written') });
    // python3-torch is 1.13; the runner's OMP_NUM_THREADS=1 gives torch one thread before the snippet asks.
    expect(readFileSync(join(folders.dir, 'some-lecture', 'versions.out'), 'utf8')).toBe("['1', '13'] 1\n");
  });

  it.skipIf(!hasPython)('without PyTorch, --check skips the PyTorch snippets with the reason and checks the rest, except in CI', async () => {
    const folders = snippetsFolder({
      'plain.py': 'print(1)\n',
      'plain.out': '1\n',
      'uses-torch.py': 'from torch import nn\nprint(2)\n',
      'uses-torch.out': '2\n',
    });
    const env = { PYTHON: pythonWithoutTorch() };
    const skipped = await runSnippets(['--check'], env, folders);
    expect(skipped.exitCode).toBe(0);
    expect(skipped.stdout).toMatch(
      /^Skipping 1 PyTorch snippet \(some-lecture\/uses-torch\): .*python3 does not import torch \(apt-get install python3-torch\)\.\n/,
    );
    expect(skipped.stdout).toContain('some-lecture/plain: prints what the page shows\n1 snippet run;');
    const inCi = await runSnippets(['--check'], { ...env, CI: 'true' }, folders);
    expect(inCi.exitCode).toBe(1);
    expect(inCi.stderr).toContain('Cannot run the PyTorch snippets (some-lecture/uses-torch): ');
    expect(inCi.stdout).toContain('some-lecture/plain: prints what the page shows');
    // Writing outputs without torch fails too; a check of the other snippets alone never asks for it.
    expect(await runSnippets(['some-lecture/uses-torch'], env, folders)).toMatchObject({ exitCode: 1 });
    expect(await runSnippets(['--check', 'some-lecture/plain'], { ...env, CI: 'true' }, folders)).toMatchObject({ exitCode: 0, stderr: '' });
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
