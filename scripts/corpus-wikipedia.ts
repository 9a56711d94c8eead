/**
 * Fetches the Wikipedia articles the site's owner names into the tutor's corpus, one JSON file per
 * article in DATA_DIR/corpus/wikipedia/ (server/tutor/sources/wikipedia-corpus.ts), which the
 * server indexes at start:
 *   npm run corpus:wikipedia -- "Support vector machine" "DBSCAN" …
 * Either every title is fetched and written, or nothing is written and each failure is named.
 * WIKIPEDIA_API_URL points it at another MediaWiki (the tests use a local stand-in).
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';
import { ConfigSchema } from '../server/config.ts';
import { defaultWikipediaApiUrl, ingestWikipediaArticles, wikipediaCorpusDir } from '../server/tutor/sources/wikipedia-corpus.ts';

const usage = `Usage: npm run corpus:wikipedia -- "Article title" ["Another title" …]

Fetches each article's current revision from Wikipedia into DATA_DIR/corpus/wikipedia/ (DATA_DIR
defaults to ./data); the server indexes what is there when it starts. Set WIKIPEDIA_API_URL to use
another MediaWiki API endpoint (default ${defaultWikipediaApiUrl}).`;

const ApiUrlSchema = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional()
  .pipe(z.url({ protocol: /^https?$/ }).default(defaultWikipediaApiUrl));

/** What the command prints and how it exits. */
export interface CorpusRun {
  exitCode: 0 | 1 | 2;
  stdout: string;
  stderr: string;
}

/** Runs the command for `args` (the titles) in `env`; never throws. */
export async function runCorpusWikipedia(args: readonly string[], env: Record<string, string | undefined>): Promise<CorpusRun> {
  const titles = args.map((arg) => arg.trim()).filter((arg) => arg !== '');
  if (titles.length === 0 || args.includes('--help') || args.includes('-h')) return { exitCode: 2, stdout: '', stderr: `${usage}\n` };

  const dataDir = ConfigSchema.shape.DATA_DIR.safeParse(env.DATA_DIR);
  if (!dataDir.success) return { exitCode: 2, stdout: '', stderr: `DATA_DIR must be a directory path (got ${JSON.stringify(env.DATA_DIR)}).\n` };
  const apiUrl = ApiUrlSchema.safeParse(env.WIKIPEDIA_API_URL);
  if (!apiUrl.success) return { exitCode: 2, stdout: '', stderr: `WIKIPEDIA_API_URL must be an http(s) URL (got ${JSON.stringify(env.WIKIPEDIA_API_URL)}).\n` };

  const dir = wikipediaCorpusDir(resolve(dataDir.data));
  try {
    const outcome = await ingestWikipediaArticles(titles, dir, { apiUrl: apiUrl.data });
    if (!outcome.ok) {
      return { exitCode: 1, stdout: '', stderr: `${outcome.failures.join('\n')}\nNothing was written; the corpus in ${dir} is unchanged.\n` };
    }
    const lines = outcome.written.map(
      ({ article }) => `${article.title}: revision ${article.revisionId}, ${article.sections.length} section${article.sections.length === 1 ? '' : 's'}`,
    );
    return { exitCode: 0, stdout: `${lines.join('\n')}\nWritten to ${dir}; the server indexes them when it next starts.\n`, stderr: '' };
  } catch (error) {
    // Fetching failed cleanly above; this is the disk (permissions, a full disk) while writing.
    return { exitCode: 1, stdout: '', stderr: `Could not write the corpus in ${dir}: ${error instanceof Error ? error.message : String(error)}\n` };
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { exitCode, stdout, stderr } = await runCorpusWikipedia(process.argv.slice(2), process.env);
  process.stdout.write(stdout);
  process.stderr.write(stderr);
  process.exitCode = exitCode;
}
