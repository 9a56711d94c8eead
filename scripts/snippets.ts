/**
 * `npm run snippets`: runs the lectures' code snippets (content/snippets/<lecture>/<name>.py) and the
 * scikit-learn recipes (content/recipes/<id>.py) with Debian's python3 and scikit-learn, and writes
 * what each prints to <name>.out, which the page shows under the code. `-- --check` compares instead
 * and exits 1 when an output is missing or differs (the diff is printed), so a page never shows an
 * output its code no longer prints. `-- NAME...` runs only some: a lecture slug or lecture/name,
 * `recipes` or recipes/<id>. Each snippet runs in an empty temporary directory with PYTHONHASHSEED=0
 * and one thread, and stops after 20 s, or after its own limit in `timeLimits` (a training snippet);
 * one that fails or times out fails the run with the end of its stderr. A recipe also fails when it
 * writes anything to stderr: a learner copies it whole, warnings included. A snippet that imports
 * torch runs with Debian's python3-torch (PyTorch 1.13, CPU) in the same interpreter.
 *
 * Without python3 or scikit-learn, --check says why and skips (exit 0), and without PyTorch it says
 * why and skips the snippets that import torch, except under CI=true, where either fails: the site
 * builds without Python, but CI must check the outputs.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { snippetsDir } from '../content/pipeline/snippets.ts';
import { recipesDir } from '../content/recipes/load-recipes.ts';

/** How long a snippet may run, unless `timeLimits` gives it longer. */
export const timeoutMs = 20_000;

/**
 * The snippets that may run longer than `timeoutMs`, by id, and their limit: each trains a network.
 * Give one an entry only after measuring it on a busy machine, and keep it well under its limit;
 * every entry must name a snippet that exists (scripts/snippets.test.ts).
 */
export const timeLimits: Readonly<Record<string, number>> = {
  // Measured on the two-core development machine with every core busy (load average 9 to 11):
  // 9 s of CPU and 28 s of wall time for the cross-validated MLP, which ran out of 20 s there;
  'neural-networks/choose-alpha': 60_000,
  // 5 to 6 s of CPU each for the two PyTorch training loops (the CNN's 15 epochs, the spirals' 2 × 200).
  'neural-networks/minibatch-training': 60_000,
  'neural-networks/digits-cnn': 60_000,
  // 24 s of CPU for the character-level transformer's 1,000 steps; 95 s of wall time with the load
  // average at 11. Lower its steps rather than raise this.
  'transformers/char-transformer': 180_000,
};

/** How many lines a snippet may have, unless `longerSnippets` gives it more. */
export const maxSnippetLines = 30;

/**
 * The snippets allowed more than `maxSnippetLines`, each with its limit and the reason: a model that
 * cannot be written shorter without hiding what it teaches. Keep it to very few; every entry must name
 * a snippet that exists (scripts/snippets.test.ts).
 */
export const longerSnippets: Readonly<Record<string, number>> = {
  // Embeddings, learned positions, two pre-norm blocks with a causal mask, a training loop and
  // sampling: 39 lines, each one statement.
  'transformers/char-transformer': 40,
};

/** How long the snippets may run: `timeoutMs` unless `bySnippet` names the snippet (tests shorten both). */
export interface SnippetLimits {
  defaultMs: number;
  bySnippet: Readonly<Record<string, number>>;
}

export const defaultLimits: SnippetLimits = { defaultMs: timeoutMs, bySnippet: timeLimits };

/** Whether a script imports PyTorch (`import torch`, `import torch.nn as nn`, `from torch import nn`, `from torch.optim import Adam`). */
export function importsTorch(code: string): boolean {
  return /^[ \t]*(?:import|from)[ \t]+torch\b/m.test(code);
}

export interface Snippet {
  /** "<lecture>/<name>", or "recipes/<id>" for a recipe. */
  id: string;
  /** The .py file's path. */
  path: string;
}

/** Where the scripts live: the lectures' snippets by lecture, and the recipes (none in the tests' folders). */
export interface SnippetFolders {
  lectures: string;
  recipes?: string;
}

export const defaultFolders: SnippetFolders = { lectures: snippetsDir, recipes: recipesDir };

/** The .py files of a folder, in file-name order, with their ids under `prefix`. */
function scriptsIn(dir: string, prefix: string): Snippet[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.py'))
    .sort()
    .map((file) => ({ id: `${prefix}/${file.replace(/\.py$/, '')}`, path: join(dir, file) }));
}

/** Every snippet, lecture by lecture, in file-name order, then every recipe. */
export function listSnippets(folders: SnippetFolders = defaultFolders): Snippet[] {
  const { lectures, recipes } = folders;
  const lectureSnippets = existsSync(lectures)
    ? readdirSync(lectures, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
        .sort()
        .flatMap((lecture) => scriptsIn(join(lectures, lecture), lecture))
    : [];
  return [...lectureSnippets, ...(recipes && existsSync(recipes) ? scriptsIn(recipes, 'recipes') : [])];
}

/** The Python to use: $PYTHON, else Debian's /usr/bin/python3 (a pyenv python3 earlier on PATH lacks Debian's scikit-learn), else python3. */
export function findPython(env: NodeJS.ProcessEnv = process.env): { python: string } | { missing: string } {
  const candidates = env.PYTHON ? [env.PYTHON] : ['/usr/bin/python3', 'python3'];
  for (const python of candidates) {
    const probe = spawnSync(python, ['-c', 'import sklearn, numpy; print(sklearn.__version__)'], { encoding: 'utf8', timeout: timeoutMs });
    if (probe.status === 0) return { python };
  }
  return { missing: `no ${candidates.join(' or ')} that imports scikit-learn and NumPy (apt-get install python3-sklearn)` };
}

/**
 * The environment every snippet runs in: one thread, so the same numbers on every machine and a
 * fair share of a busy one, and the same machine code whatever the processor. OpenBLAS, PyTorch's
 * own kernels and oneDNN each pick kernels for the CPU they find (AVX-512 on one Intel server, Zen
 * on an AMD EPYC), whose sums round differently; a network trained for hundreds of steps then
 * printed other losses on another machine. All three are held to their AVX2 kernels, which every
 * x86-64 server of the last ten years runs.
 */
const snippetEnv = () => ({
  PATH: process.env.PATH,
  PYTHONHASHSEED: '0',
  OMP_NUM_THREADS: '1',
  OPENBLAS_NUM_THREADS: '1',
  MKL_NUM_THREADS: '1',
  OPENBLAS_CORETYPE: 'Haswell',
  ATEN_CPU_CAPABILITY: 'avx2',
  ONEDNN_MAX_CPU_ISA: 'AVX2',
  MPLBACKEND: 'Agg',
});

/** Whether `python` imports PyTorch (Debian's python3-torch); the reason when it does not. */
export function findTorch(python: string): { ok: true } | { missing: string } {
  const probe = spawnSync(python, ['-c', 'import torch; print(torch.__version__)'], { encoding: 'utf8', timeout: timeoutMs, env: snippetEnv() });
  if (probe.status === 0) return { ok: true };
  return { missing: `${python} does not import torch (apt-get install python3-torch)` };
}

export type RunResult = { ok: true; output: string; stderr: string } | { ok: false; error: string };

/** Runs one snippet in an empty temporary directory; its stdout is its output. */
export function runSnippet(python: string, path: string, limitMs = timeoutMs): Promise<RunResult> {
  const cwd = mkdtempSync(join(tmpdir(), 'snippet-'));
  return new Promise((resolve) => {
    // An empty directory: a snippet reads a file of its own from beside its script (__file__), not the working directory.
    const child = spawn(python, [path], { cwd, env: snippetEnv(), stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    let timedOut = false;
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, limitMs);
    child.on('close', (code) => {
      clearTimeout(timer);
      rmSync(cwd, { recursive: true, force: true });
      const tail = stderr.trimEnd().split('\n').slice(-8).join('\n');
      if (timedOut) resolve({ ok: false, error: `timed out after ${limitMs / 1000} s${tail ? `\n${tail}` : ''}` });
      else if (code !== 0) resolve({ ok: false, error: `exited with ${code}\n${tail}` });
      else resolve({ ok: true, output: stdout.replace(/\s+$/, '') + '\n', stderr });
    });
  });
}

/** The lines that differ between the committed output and the new one, as `- old` / `+ new`. */
export function diffLines(committed: string, actual: string): string[] {
  const before = committed.trimEnd().split('\n');
  const after = actual.trimEnd().split('\n');
  const lines: string[] = [];
  for (let i = 0; i < Math.max(before.length, after.length); i++) {
    if (before[i] === after[i]) continue;
    if (before[i] !== undefined) lines.push(`- ${before[i]}`);
    if (after[i] !== undefined) lines.push(`+ ${after[i]}`);
  }
  return lines;
}

export interface SnippetsRun {
  exitCode: number;
  stdout: string;
  stderr: string;
}

export async function runSnippets(
  args: readonly string[],
  env: NodeJS.ProcessEnv,
  folders: SnippetFolders = defaultFolders,
  limits: SnippetLimits = defaultLimits,
): Promise<SnippetsRun> {
  const check = args.includes('--check');
  const names = args.filter((arg) => !arg.startsWith('--'));
  const out: string[] = [];
  const err: string[] = [];
  const all = listSnippets(folders);
  const unknown = names.filter((name) => !all.some((snippet) => snippet.id === name || snippet.id.startsWith(`${name}/`)));
  if (unknown.length > 0) return { exitCode: 1, stdout: '', stderr: `No snippet named ${unknown.join(', ')} in content/snippets or content/recipes.\n` };
  const chosen = names.length === 0 ? all : all.filter((snippet) => names.some((name) => snippet.id === name || snippet.id.startsWith(`${name}/`)));

  const found = findPython(env);
  if ('missing' in found) {
    if (check && env.CI !== 'true') {
      return { exitCode: 0, stdout: `Skipping the snippet check: ${found.missing}.\n`, stderr: '' };
    }
    return { exitCode: 1, stdout: '', stderr: `Cannot run the snippets: ${found.missing}.\n` };
  }

  // PyTorch is asked for only when a chosen snippet imports it; without it those snippets are
  // skipped as the whole check is without scikit-learn, and the others still run.
  let runnable = chosen;
  let unavailable = false;
  const torchSnippets = chosen.filter((snippet) => importsTorch(readFileSync(snippet.path, 'utf8')));
  const torch = torchSnippets.length > 0 ? findTorch(found.python) : { ok: true as const };
  if ('missing' in torch) {
    runnable = chosen.filter((snippet) => !torchSnippets.includes(snippet));
    const ids = torchSnippets.map((snippet) => snippet.id).join(', ');
    if (check && env.CI !== 'true')
      out.push(`Skipping ${torchSnippets.length} PyTorch snippet${torchSnippets.length === 1 ? '' : 's'} (${ids}): ${torch.missing}.`);
    else {
      unavailable = true;
      err.push(`Cannot run the PyTorch snippets (${ids}): ${torch.missing}.`);
    }
  }

  const started = performance.now();
  let failures = 0;
  for (const snippet of runnable) {
    const outPath = snippet.path.replace(/\.py$/, '.out');
    const result = await runSnippet(found.python, snippet.path, limits.bySnippet[snippet.id] ?? limits.defaultMs);
    if (!result.ok) {
      failures++;
      err.push(`${snippet.id}: failed, ${result.error}`);
      continue;
    }
    if (snippet.id.startsWith('recipes/') && result.stderr.trim() !== '') {
      failures++;
      err.push(`${snippet.id}: wrote to stderr (set the parameters that silence the warning)\n${result.stderr.trimEnd().split('\n').slice(-8).join('\n')}`);
      continue;
    }
    if (!check) {
      writeFileSync(outPath, result.output);
      out.push(`${snippet.id}: written`);
    } else if (!existsSync(outPath)) {
      failures++;
      err.push(`${snippet.id}: missing ${snippet.id}.out (run npm run snippets)`);
    } else {
      const diff = diffLines(readFileSync(outPath, 'utf8'), result.output);
      // Not "name: ok", which reads like a TAP runner's per-file result.
      if (diff.length === 0) out.push(`${snippet.id}: prints what the page shows`);
      else {
        failures++;
        err.push(`${snippet.id}: changed (committed -, printed now +)\n${diff.map((line) => `  ${line}`).join('\n')}`);
      }
    }
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  // Not "25 snippets in 14.7 s": since this check printed that line, CI has judged every run to have
  // run no test, most likely reading it as pytest's closing line ("25 passed in 14.7s") with nothing
  // passed. The counting runners and .ci/run's closing line are the only lines that say how many ran.
  out.push(`${runnable.length} snippet${runnable.length === 1 ? '' : 's'} run; that took ${seconds} seconds`);
  if (failures > 0) {
    err.push(
      check
        ? `${failures} snippet${failures === 1 ? '' : 's'} no longer print${failures === 1 ? 's' : ''} what the page shows: run npm run snippets, check the outputs and the lecture text, and commit them.`
        : `${failures} snippet${failures === 1 ? '' : 's'} failed.`,
    );
  }
  return { exitCode: failures > 0 || unavailable ? 1 : 0, stdout: out.join('\n') + '\n', stderr: err.length ? err.join('\n') + '\n' : '' };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { exitCode, stdout, stderr } = await runSnippets(process.argv.slice(2), process.env);
  process.stdout.write(stdout);
  process.stderr.write(stderr);
  process.exitCode = exitCode;
}
