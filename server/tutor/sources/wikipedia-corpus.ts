/**
 * The Wikipedia articles the site's owner chose for the tutor: fetched through the MediaWiki Action
 * API (`npm run corpus:wikipedia -- "Support vector machine" …`), stored as one JSON file per
 * article in DATA_DIR/corpus/wikipedia/, and read back at server start as reference documents, one
 * per section. A run that fails for any title writes nothing, so the stored corpus is always the
 * outcome of a complete run.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import { wikipediaLicence } from '../../../shared/knowledge-sources.ts';
import type { ReferenceDocument } from './reference-document.ts';

/** English Wikipedia's Action API, unless WIKIPEDIA_API_URL says otherwise. */
export const defaultWikipediaApiUrl = 'https://en.wikipedia.org/w/api.php';

/** How long one request may take before the fetch counts as failed. */
export const defaultWikipediaTimeoutMs = 30_000;

/** Wikimedia's policy asks every client to name itself (https://meta.wikimedia.org/wiki/User-Agent_policy). */
export const wikipediaUserAgent = 'MLClassesCorpus/0.1 (ML Classes tutor corpus, npm run corpus:wikipedia; one request per chosen article)';

/**
 * Sections that hold no teaching text: links, citations and reading lists. Each is dropped with
 * its subsections.
 */
export const backMatterHeadings = ['See also', 'References', 'Notes', 'External links', 'Further reading', 'Bibliography', 'Sources'];

export const WikipediaSectionSchema = z.object({
  /** The headings from the article's top down to this section; [] for the lead. */
  path: z.array(z.string().min(1)),
  /** The section's anchor as MediaWiki makes it ("Soft-margin", "Linear_SVM"); "" for the lead. */
  anchor: z.string(),
  /** Plain text, paragraphs separated by blank lines, formulas as $…$ (inline) and $$…$$ (display). */
  text: z.string().min(1),
});

export const WikipediaArticleSchema = z.object({
  /** The article's title after redirects: "Support vector machine". */
  title: z.string().min(1),
  /** The revision the text was taken from. */
  revisionId: z.number().int().positive(),
  /** The article's canonical URL: "https://en.wikipedia.org/wiki/Support_vector_machine". */
  url: z.url({ protocol: /^https?$/ }),
  /** The licence the text is under, which an answer quoting it must name. */
  licence: z.object({ name: z.literal(wikipediaLicence.name), url: z.literal(wikipediaLicence.url) }),
  /** When it was fetched (ISO 8601). */
  fetchedAt: z.iso.datetime(),
  sections: z
    .array(WikipediaSectionSchema)
    .min(1)
    .refine((sections) => sections.every((section) => (section.path.length === 0) === (section.anchor === '')), {
      message: 'the lead (path []) and only the lead has the anchor ""',
    }),
});

/** One stored article: the contents of one file in DATA_DIR/corpus/wikipedia/. */
export type WikipediaArticle = z.infer<typeof WikipediaArticleSchema>;
export type WikipediaSection = z.infer<typeof WikipediaSectionSchema>;

/** The corpus directory under DATA_DIR. */
export function wikipediaCorpusDir(dataDir: string): string {
  return join(dataDir, 'corpus', 'wikipedia');
}

/** The file name an article is stored under: "Vapnik–Chervonenkis dimension" → "vapnik-chervonenkis-dimension.json". */
export function wikipediaFileName(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120);
  // A title of symbols only still gets a stable, safe name.
  return `${slug || `article-${Buffer.from(title).toString('hex').slice(0, 32)}`}.json`;
}

// ---------------------------------------------------------------------------------------------
// The plain text TextExtracts gives, into sections.

/** Where a formula's TeX ends: the index just past the `}` closing the brace at `open`, or -1. */
function closingBrace(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    const char = text[i];
    if (char === '\\') i++;
    else if (char === '{') depth++;
    else if (char === '}' && --depth === 0) return i + 1;
  }
  return -1;
}

/** Whether a line of the extract belongs to the flattened MathML before a formula (blank or deeply indented). */
function isMathMlLine(line: string): boolean {
  return /^\s*$/.test(line) || /^ {3,}\S/.test(line);
}

/**
 * Formulas as $…$, or $$…$$ when one stands on its own line. TextExtracts flattens each <math>
 * element into its MathML tokens, one indented line each, followed by the TeX source as
 * `{\displaystyle …}` and an indented blank line; only the TeX is kept.
 */
export function formulasToTex(extract: string): string {
  const start = /\{\\(?:displaystyle|textstyle)\b/g;
  let output = '';
  let cursor = 0;
  for (let match = start.exec(extract); match; match = start.exec(extract)) {
    const end = closingBrace(extract, match.index);
    if (end === -1) break;
    const tex = extract
      .slice(match.index + 1, end - 1)
      .replace(/^\\(?:displaystyle|textstyle)\s*/, '')
      .trim();
    // The MathML token lines run back from the formula to the line break that ended the prose.
    const lineStart = extract.lastIndexOf('\n', match.index - 1);
    let junkStart = match.index;
    if (lineStart >= cursor && /^[ \t]*$/.test(extract.slice(lineStart + 1, match.index))) {
      junkStart = lineStart;
      while (junkStart > cursor) {
        const previous = extract.lastIndexOf('\n', junkStart - 1);
        if (previous < cursor || !isMathMlLine(extract.slice(previous + 1, junkStart))) break;
        junkStart = previous;
      }
    }
    // After the TeX: a line break and the indented blank line that ends the flattened <math>.
    const after = /^\n {0,2}\n?/.exec(extract.slice(end))?.[0] ?? '';
    const before = extract.slice(cursor, junkStart);
    const next = end + after.length;
    // A formula on a line of its own (an empty line or a line break before it, a line break after) is a display formula.
    const startsLine = before === '' ? output === '' || output.endsWith('\n') : before.endsWith('\n') || extract.startsWith('\n\n', junkStart);
    const endsLine = next >= extract.length || extract[next] === '\n';
    output += startsLine && endsLine ? `${before}\n\n$$${tex}$$\n\n` : `${before}$${tex}$`;
    cursor = next;
    start.lastIndex = next;
  }
  return output + extract.slice(cursor);
}

/** A section's text: one paragraph a line in the extract becomes paragraphs separated by blank lines. */
function cleanText(text: string): string {
  return text
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .filter((line) => line !== '')
    .join('\n\n');
}

/** A heading's anchor as MediaWiki makes it: spaces as underscores. */
export function headingAnchor(heading: string): string {
  return heading.trim().replace(/\s+/g, '_');
}

/**
 * Splits an extract (explaintext, exsectionformat=wiki) into sections at its `== Heading ==`
 * markers: the lead first, empty sections and back matter left out, anchors made unique the way
 * MediaWiki does (a repeated heading's anchor gets "_2", "_3", …).
 */
export function splitExtract(extract: string): WikipediaSection[] {
  const text = formulasToTex(extract.replace(/\r\n?/g, '\n'));
  const heading = /^(={2,6}) *(.+?) *\1[ \t]*$/gm;
  const sections: WikipediaSection[] = [];
  const open: { level: number; heading: string }[] = [];
  const anchorsSeen = new Map<string, number>();
  const backMatter = new Set(backMatterHeadings.map((name) => name.toLowerCase()));
  let current: { path: string[]; anchor: string; start: number } = { path: [], anchor: '', start: 0 };

  const close = (end: number) => {
    const body = cleanText(text.slice(current.start, end));
    const dropped = current.path.length > 0 && backMatter.has(current.path[0].toLowerCase());
    if (body !== '' && !dropped) sections.push({ path: current.path, anchor: current.anchor, text: body });
  };

  for (let match = heading.exec(text); match; match = heading.exec(text)) {
    close(match.index);
    const level = match[1].length;
    const title = match[2].trim();
    while (open.length > 0 && open[open.length - 1].level >= level) open.pop();
    open.push({ level, heading: title });
    const base = headingAnchor(title);
    const seen = anchorsSeen.get(base.toLowerCase()) ?? 0;
    anchorsSeen.set(base.toLowerCase(), seen + 1);
    current = { path: open.map((entry) => entry.heading), anchor: seen === 0 ? base : `${base}_${seen + 1}`, start: heading.lastIndex };
  }
  close(text.length);
  return sections;
}

// ---------------------------------------------------------------------------------------------
// Fetching through the MediaWiki Action API.

/** Why a title could not be fetched; `message` is one line, fit to print as it is. */
export class WikipediaFetchError extends Error {
  constructor(
    readonly title: string,
    readonly kind: 'missing' | 'invalid' | 'api-error' | 'http' | 'malformed' | 'network',
    message: string,
  ) {
    super(message);
    this.name = 'WikipediaFetchError';
  }
}

/** The parts of an `action=query` answer (formatversion=2) the ingester reads. */
const QueryAnswerSchema = z.object({
  error: z.object({ code: z.string(), info: z.string() }).optional(),
  query: z
    .object({
      pages: z.array(
        z.object({
          title: z.string(),
          missing: z.boolean().optional(),
          invalid: z.boolean().optional(),
          invalidreason: z.string().optional(),
          extract: z.string().optional(),
          revisions: z.array(z.object({ revid: z.number().int().positive() })).optional(),
          canonicalurl: z.string().optional(),
        }),
      ),
    })
    .optional(),
});

export interface FetchWikipediaOptions {
  /** The Action API endpoint (default: English Wikipedia's). */
  apiUrl?: string;
  /** Per request, in ms (default 30 000). */
  timeoutMs?: number;
  /** The clock, for fetchedAt. */
  now?: () => Date;
}

/** The request for one title: its text, revision and URL in one query, redirects followed. */
export function wikipediaQueryUrl(apiUrl: string, title: string): URL {
  const url = new URL(apiUrl);
  url.search = new URLSearchParams({
    action: 'query',
    format: 'json',
    formatversion: '2',
    redirects: '1',
    prop: 'extracts|revisions|info',
    explaintext: '1',
    exsectionformat: 'wiki',
    rvprop: 'ids',
    inprop: 'url',
    // `titles` takes several values separated by "|"; a value holding "|" itself must start with
    // U+001F, which then separates values instead (MediaWiki's multi-value rule).
    titles: title.includes('|') ? `\u001f${title}` : title,
  }).toString();
  return url;
}

function describeNetworkError(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) return `no answer within ${timeoutMs / 1000} s`;
  // Node's fetch says "fetch failed" and keeps the reason (ECONNREFUSED, ENOTFOUND, …) in `cause`.
  const cause = error instanceof Error ? error.cause : undefined;
  if (cause instanceof Error && cause.message) return cause.message;
  return error instanceof Error ? error.message : String(error);
}

/** Fetches one article's current revision; throws a WikipediaFetchError saying why it could not. */
export async function fetchWikipediaArticle(title: string, options: FetchWikipediaOptions = {}): Promise<WikipediaArticle> {
  const apiUrl = options.apiUrl ?? defaultWikipediaApiUrl;
  const timeoutMs = options.timeoutMs ?? defaultWikipediaTimeoutMs;
  const quoted = `“${title}”`;
  const fail = (kind: WikipediaFetchError['kind'], message: string) => new WikipediaFetchError(title, kind, `${quoted}: ${message}`);
  if (title.trim() === '') throw fail('invalid', 'an empty title');

  let body: string;
  let response: Response;
  try {
    response = await fetch(wikipediaQueryUrl(apiUrl, title), {
      headers: { 'user-agent': wikipediaUserAgent, accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    body = await response.text();
  } catch (error) {
    throw fail('network', `could not reach ${apiUrl}: ${describeNetworkError(error, timeoutMs)}`);
  }
  if (!response.ok) throw fail('http', `the MediaWiki API answered HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`);

  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    throw fail('malformed', `the MediaWiki API's answer is not JSON (it starts ${JSON.stringify(body.slice(0, 40))})`);
  }
  const parsed = QueryAnswerSchema.safeParse(json);
  if (!parsed.success) throw fail('malformed', `the MediaWiki API's answer is not the expected query result (${oneLineIssues(parsed.error)})`);
  const answer = parsed.data;
  if (answer.error) throw fail('api-error', `the MediaWiki API answered an error: ${answer.error.code}: ${answer.error.info}`);
  const page = answer.query?.pages[0];
  if (!page || answer.query!.pages.length !== 1) throw fail('malformed', `the MediaWiki API answered ${answer.query?.pages.length ?? 0} pages for one title`);
  if (page.invalid) throw fail('invalid', `not a valid Wikipedia title${page.invalidreason ? ` (${page.invalidreason})` : ''}`);
  if (page.missing) throw fail('missing', 'no such article on Wikipedia');
  const revisionId = page.revisions?.[0]?.revid;
  if (revisionId === undefined || page.canonicalurl === undefined || page.extract === undefined) {
    throw fail('malformed', 'the MediaWiki API left out the text, revision or URL of the article');
  }
  const sections = splitExtract(page.extract);
  if (sections.length === 0) throw fail('malformed', `Wikipedia gave no text for “${page.title}”`);

  const article = {
    title: page.title,
    revisionId,
    url: page.canonicalurl,
    licence: wikipediaLicence,
    fetchedAt: (options.now?.() ?? new Date()).toISOString(),
    sections,
  };
  const checked = WikipediaArticleSchema.safeParse(article);
  if (!checked.success) throw fail('malformed', `the article does not make a valid corpus file (${oneLineIssues(checked.error)})`);
  return checked.data;
}

function oneLineIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.length > 0 ? `${issue.path.join('.')}: ` : ''}${issue.message}`)
    .join('; ');
}

// ---------------------------------------------------------------------------------------------
// Storing and reading the corpus.

/** A stored article written by a run. */
export interface WrittenArticle {
  article: WikipediaArticle;
  /** Absolute path of its file. */
  file: string;
}

/** The outcome of a run: every title fetched and written, or nothing written and every failure. */
export type IngestOutcome = { ok: true; written: WrittenArticle[] } | { ok: false; failures: string[] };

/**
 * Fetches every title (one request each, one after the other, as Wikimedia asks), then, only when
 * all succeeded, writes each article's file atomically, replacing that article's old file. If any
 * title fails, nothing is written and the corpus in `dir` stays as it was.
 */
export async function ingestWikipediaArticles(titles: readonly string[], dir: string, options: FetchWikipediaOptions = {}): Promise<IngestOutcome> {
  const failures: string[] = [];
  const byFile = new Map<string, WikipediaArticle>();
  for (const title of titles) {
    try {
      const article = await fetchWikipediaArticle(title, options);
      const fileName = wikipediaFileName(article.title);
      const other = byFile.get(fileName);
      // Two names for one article ("SVM" and "Support vector machine") are stored once.
      if (other && other.title !== article.title) failures.push(`“${title}”: its file name ${fileName} is also that of “${other.title}”`);
      else byFile.set(fileName, article);
    } catch (error) {
      failures.push(error instanceof WikipediaFetchError ? error.message : `“${title}”: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  for (const [fileName, article] of byFile) {
    const held = storedTitle(join(dir, fileName));
    if (held !== undefined && held !== article.title) failures.push(`“${article.title}”: ${fileName} already holds “${held}”, which this would replace`);
  }
  if (failures.length > 0) return { ok: false, failures };

  mkdirSync(dir, { recursive: true });
  const written = [...byFile].map(([fileName, article]) => ({ article, file: join(dir, fileName) }));
  writeFilesAtomically(written.map(({ article, file }) => ({ file, contents: `${JSON.stringify(article, null, 2)}\n` })));
  return { ok: true, written };
}

/** The title a stored file holds, or undefined when there is no valid file there. */
function storedTitle(file: string): string | undefined {
  try {
    const parsed = WikipediaArticleSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    return parsed.success ? parsed.data.title : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Writes every file beside its destination first and renames them into place only when all were
 * written, so a full disk leaves the corpus as it was and a reader never sees half a file.
 */
function writeFilesAtomically(files: { file: string; contents: string }[]): void {
  const staged = files.map(({ file, contents }) => ({ file, contents, temporary: join(dirname(file), `.${randomBytes(6).toString('hex')}.tmp`) }));
  try {
    for (const { temporary, contents } of staged) writeFileSync(temporary, contents);
  } catch (error) {
    for (const { temporary } of staged) rmSync(temporary, { force: true });
    throw error;
  }
  for (const { temporary, file } of staged) renameSync(temporary, file);
}

/** A file of the corpus that could not be used, and why. */
export interface CorpusProblem {
  /** The file's name in the corpus directory (or the directory itself, when it cannot be listed). */
  file: string;
  reason: string;
}

/** What the server indexes: every valid stored article (by title), and the files it skipped. */
export interface WikipediaCorpus {
  articles: WikipediaArticle[];
  problems: CorpusProblem[];
}

/**
 * Reads every `*.json` file in `dir`. A file that is not JSON or not a valid article is skipped and
 * reported in `problems`; a missing directory is an empty corpus. Never throws.
 */
export function readWikipediaCorpus(dir: string): WikipediaCorpus {
  let names: string[];
  try {
    names = readdirSync(dir).filter((name) => name.endsWith('.json') && !name.startsWith('.'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { articles: [], problems: [] };
    return { articles: [], problems: [{ file: dir, reason: `cannot list the directory: ${(error as Error).message}` }] };
  }
  const articles: WikipediaArticle[] = [];
  const problems: CorpusProblem[] = [];
  const fileOfTitle = new Map<string, string>();
  for (const file of names.sort()) {
    let json: unknown;
    try {
      json = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    } catch (error) {
      problems.push({ file, reason: error instanceof SyntaxError ? `not valid JSON (${error.message})` : `cannot be read (${(error as Error).message})` });
      continue;
    }
    const parsed = WikipediaArticleSchema.safeParse(json);
    if (!parsed.success) {
      problems.push({ file, reason: `not a Wikipedia article file: ${oneLineIssues(parsed.error)}` });
      continue;
    }
    const first = fileOfTitle.get(parsed.data.title);
    if (first) {
      problems.push({ file, reason: `a second copy of “${parsed.data.title}” (already read from ${first})` });
      continue;
    }
    fileOfTitle.set(parsed.data.title, file);
    articles.push(parsed.data);
  }
  articles.sort((a, b) => a.title.localeCompare(b.title));
  return { articles, problems };
}

/** An article's sections as reference documents, cited as "Wikipedia › Article › Section". */
export function wikipediaDocuments(article: WikipediaArticle): ReferenceDocument[] {
  return article.sections.map((section) => {
    let url = article.url;
    if (section.anchor !== '') {
      const withAnchor = new URL(article.url);
      withAnchor.hash = section.anchor;
      url = withAnchor.href;
    }
    return {
      id: `${article.title}#${section.anchor}`,
      source: 'wikipedia',
      url,
      title: ['Wikipedia', article.title, ...section.path].join(' › '),
      heading: section.path.at(-1) ?? article.title,
      text: section.text,
      licence: wikipediaLicence,
      work: article.title,
    };
  });
}
