/**
 * A local stand-in for Wikipedia's MediaWiki Action API, so the Wikipedia ingester can be tested
 * over real HTTP without the network. It answers `GET /w/api.php?action=query&formatversion=2…`
 * in the real API's JSON shapes (pages, `missing`, `invalid`, `normalized`, `redirects`, TextExtracts'
 * plain text with `== Heading ==` markers and flattened MathML, `{ error: { code, info } }`), from
 * three short articles written for it, and misbehaves on request for chosen titles: an API error
 * (maxlag), HTTP 500, a body that is not JSON, or no answer at all. It records every request.
 *
 * Run it alone, to build a corpus for browser tests: `tsx server/test/mediawiki-stand-in.ts --port <port>`,
 * then `WIKIPEDIA_API_URL=http://127.0.0.1:<port>/w/api.php npm run corpus:wikipedia -- Word2vec`.
 */
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import { pathToFileURL } from 'node:url';
import { closeOnSignals, listenOnLoopback } from './loopback-server.ts';

/** An article the stand-in serves. */
export interface StandInArticle {
  title: string;
  pageId: number;
  revisionId: number;
  /** The text exactly as TextExtracts gives it with explaintext=1 and exsectionformat=wiki. */
  extract: string;
  /** Titles that redirect to this one. */
  redirectsFrom?: string[];
}

/** What the stand-in does instead of answering, for a title. */
export type StandInFailure =
  // HTTP 200 with `{ error: { code: "maxlag", … } }`, as Wikimedia answers when its replicas lag.
  | 'maxlag'
  // HTTP 500 with an HTML page, as a failing front end answers.
  | 'http-500'
  // HTTP 200 whose body is cut short, not JSON.
  | 'malformed'
  // Nothing at all until the client gives up (or the stand-in closes).
  | 'hang';

export interface MediaWikiStandInOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  /** The articles to serve (default: `standInArticles`). */
  articles?: StandInArticle[];
  /** Misbehaviours by requested title (as the client sends it, before normalisation). */
  failures?: Record<string, StandInFailure>;
}

/** A request the stand-in received. */
export interface RecordedApiRequest {
  method: string;
  /** The path without the query: `/w/api.php`. */
  path: string;
  /** The query parameters. */
  params: Record<string, string>;
  headers: IncomingHttpHeaders;
}

/** A running stand-in. */
export interface MediaWikiStandIn {
  /** The API endpoint, to pass as WIKIPEDIA_API_URL: `http://127.0.0.1:<port>/w/api.php`. */
  url: string;
  requests: RecordedApiRequest[];
  /** Stops the server, cutting any hanging answer. */
  close(): Promise<void>;
}

/** A formula as TextExtracts flattens it: its MathML tokens, one indented line each, then the TeX. */
function math(tokens: string[], tex: string): string {
  return `\n  \n    \n      \n${tokens.map((token) => `        ${token}\n`).join('')}      \n    \n    {\\displaystyle ${tex}}\n  \n`;
}

/** The extract's section marker, as TextExtracts writes it for exsectionformat=wiki. */
function heading(level: number, title: string): string {
  const bars = '='.repeat(level);
  return `\n\n\n${bars} ${title} ${bars}\n`;
}

/** The stand-in's articles, written for it (short, and not Wikipedia's own text). */
export const standInArticles: StandInArticle[] = [
  {
    title: 'Support vector machine',
    pageId: 65309,
    revisionId: 1200000001,
    redirectsFrom: ['SVM'],
    extract: [
      'A support vector machine (SVM) is a supervised learning model that separates two classes with the hyperplane that leaves the widest possible margin between them. It was developed by Vladimir Vapnik and colleagues at AT&T Bell Laboratories.',
      '\nOnly the training points closest to the boundary, the support vectors, determine where the hyperplane lies.',
      heading(2, 'Linear SVM'),
      `A hyperplane is the set of points ${math(['x'], '\\mathbf {x} ')} satisfying\n${math(['w', 'T', 'x', '−', 'b', '=', '0', ','], '\\mathbf {w} ^{\\mathsf {T}}\\mathbf {x} -b=0,')}\nwhere ${math(['w'], '\\mathbf {w} ')} is its normal vector.`,
      heading(3, 'Hard margin'),
      `When the data are linearly separable, the two margin hyperplanes lie a distance of ${math(['2', '/', '‖', 'w', '‖'], '2/\\|\\mathbf {w} \\|')} apart, so maximising the margin means minimising the norm of the weights.`,
      heading(3, 'Soft margin'),
      `For data that are not separable, the soft-margin SVM minimises the hinge loss:\n${math(['max', '(', '0', ',', '1', '−', 'y', 'i', '(', 'w', 'T', 'x', 'i', '−', 'b', ')', ')', ','], '\\max \\left(0,1-y_{i}(\\mathbf {w} ^{\\mathsf {T}}\\mathbf {x} _{i}-b)\\right),')}\nwhich is zero for points on the correct side of the margin and grows linearly with the violation.`,
      heading(2, 'Nonlinear kernels'),
      heading(3, 'Kernel trick'),
      `Replacing every dot product by a kernel function lets the same algorithm fit a maximum-margin hyperplane in a transformed feature space. A common choice is the radial basis function kernel ${math(['k', '(', 'x', ',', 'x', '′', ')', '=', 'exp', '⁡', '(', '−', 'γ', '‖', 'x', '−', 'x', '′', '‖', '2', ')'], "k(\\mathbf {x} ,\\mathbf {x} ')=\\exp(-\\gamma \\|\\mathbf {x} -\\mathbf {x} '\\|^{2})")}.`,
      heading(2, 'See also'),
      'Kernel method\nRelevance vector machine',
      heading(2, 'References'),
      'Cortes, Corinna; Vapnik, Vladimir (1995). "Support-vector networks". Machine Learning. 20 (3): 273–297.',
      heading(2, 'External links'),
      'An introduction to SVMs, with exercises.',
    ].join(''),
  },
  {
    title: 'Word2vec',
    pageId: 39726405,
    revisionId: 1200000002,
    extract: [
      'Word2vec is a technique in natural language processing for learning vector representations of words from a large body of text. It was published in 2013 by a team at Google led by Tomáš Mikolov.',
      '\nWords that appear in similar contexts end up with similar vectors, so the cosine similarity between two vectors indicates how related the words are.',
      heading(2, 'Approach'),
      'Word2vec trains a shallow neural network with one hidden layer. Either of two architectures can be used.',
      heading(3, 'Continuous bag of words'),
      'The continuous bag-of-words (CBOW) model predicts the current word from the words around it, ignoring their order.',
      heading(4, 'Training'),
      'CBOW is faster to train than skip-gram and represents frequent words slightly better.',
      heading(3, 'Skip-gram'),
      'The skip-gram model predicts the surrounding words from the current word, weighing nearby context words more heavily than distant ones.',
      heading(4, 'Training'),
      'Skip-gram copes better with rare words. To avoid a softmax over the whole vocabulary, it is usually trained with negative sampling or a hierarchical softmax.',
      heading(2, 'Analogies'),
      'The learned vectors capture some relations as directions: the vector of "king" minus "man" plus "woman" lies close to the vector of "queen".',
      heading(2, 'See also'),
      'GloVe\nfastText',
      heading(2, 'References'),
      heading(3, 'Notes'),
      'Mikolov, Tomáš; et al. (2013). "Efficient Estimation of Word Representations in Vector Space".',
      heading(3, 'Sources'),
      'A textbook chapter on word embeddings.',
      heading(2, 'Further reading'),
      'A tutorial on training embeddings.',
    ].join(''),
  },
  {
    title: 'Vapnik–Chervonenkis dimension',
    pageId: 378011,
    revisionId: 1200000003,
    redirectsFrom: ['VC dimension'],
    extract: [
      'In statistical learning theory, the Vapnik–Chervonenkis (VC) dimension measures the capacity of a class of classifiers: it is the size of the largest set of points that the class can shatter. It is named after Vladimir Vapnik and Alexey Chervonenkis.',
      heading(2, 'Definition'),
      'A class of classifiers shatters a set of points if, for every way of labelling those points with two classes, some classifier in the class labels them exactly that way.',
      heading(2, 'Examples'),
      `Half-planes in the plane can shatter three points in general position but no set of four points, so their VC dimension is 3. More generally, linear classifiers in ${math(['R', 'd'], '\\mathbb {R} ^{d}')} have VC dimension ${math(['d', '+', '1'], 'd+1')}.`,
      heading(2, 'Uses'),
      'The VC dimension appears in bounds on the gap between a classifier\u2019s training error and its test error: the larger the dimension, the more data are needed for the gap to be small.',
    ].join(''),
  },
];

/** MediaWiki's title normalisation, as far as the stand-in needs it: underscores as spaces, first letter capital. */
function normaliseTitle(title: string): string {
  const spaced = title.replace(/_/g, ' ').replace(/ +/g, ' ').trim();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/** The article path MediaWiki builds from a title (wfUrlencode keeps a few characters readable). */
function articleUrl(title: string): string {
  const encoded = encodeURIComponent(title.replace(/ /g, '_')).replace(/%(3B|40|24|21|2A|28|29|2C|2F|7E|3A)/g, (escape) => decodeURIComponent(escape));
  return `https://en.wikipedia.org/wiki/${encoded}`;
}

/** The first character MediaWiki does not allow in a title (outside $wgLegalTitleChars), if any. */
function invalidTitleCharacter(title: string): string | undefined {
  return [...title].find((character) => '#<>[]|{}'.includes(character) || character.charCodeAt(0) < 0x20 || character === '\u007f');
}

/** U+001F: a multi-value parameter that starts with it is separated by it instead of "|". */
const unitSeparator = '\u001f';

const docref =
  'See https://en.wikipedia.org/w/api.php for API usage. Subscribe to the mediawiki-api-announce mailing list at &lt;https://lists.wikimedia.org/postorius/lists/mediawiki-api-announce.lists.wikimedia.org/&gt; for notice of API deprecations and breaking changes.';

/** Starts the stand-in on 127.0.0.1. */
export async function startMediaWikiStandIn(options: MediaWikiStandInOptions = {}): Promise<MediaWikiStandIn> {
  const articles = options.articles ?? standInArticles;
  const failures = options.failures ?? {};
  const requests: RecordedApiRequest[] = [];
  const byTitle = new Map(articles.map((article) => [article.title, article]));
  const redirects = new Map(articles.flatMap((article) => (article.redirectsFrom ?? []).map((from) => [normaliseTitle(from), article.title] as const)));

  function sendJson(response: ServerResponse, value: unknown, headers: Record<string, string> = {}) {
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', ...headers });
    response.end(JSON.stringify(value));
  }

  function sendApiError(response: ServerResponse, code: string, info: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
    // The real API answers errors with HTTP 200 and names the code in a header.
    sendJson(response, { error: { code, info, ...extra, docref }, servedby: 'mw-api-stand-in' }, { 'mediawiki-api-error': code, ...headers });
  }

  /** The `query` result for `titles`, as ApiQuery builds it with formatversion=2. */
  function query(params: URLSearchParams) {
    const raw = params.get('titles') ?? '';
    const titles = raw === '' ? [] : raw.startsWith(unitSeparator) ? raw.slice(1).split(unitSeparator) : raw.split('|');
    const props = new Set((params.get('prop') ?? '').split('|'));
    const inprops = new Set((params.get('inprop') ?? '').split('|'));
    const normalized: { fromencoded: boolean; from: string; to: string }[] = [];
    const redirected: { from: string; to: string }[] = [];
    const pages: Record<string, unknown>[] = [];
    let extractGiven = false;
    for (const asked of titles) {
      const character = invalidTitleCharacter(asked);
      if (asked.trim() === '' || character) {
        pages.push({
          title: asked,
          invalidreason: character
            ? `The requested page title contains invalid characters: "${character}".`
            : 'The requested page title is empty or contains only the name of a namespace.',
          invalid: true,
        });
        continue;
      }
      let title = normaliseTitle(asked);
      if (title !== asked) normalized.push({ fromencoded: false, from: asked, to: title });
      const target = params.has('redirects') ? redirects.get(title) : undefined;
      if (target) {
        redirected.push({ from: title, to: target });
        title = target;
      }
      const urls = inprops.has('url')
        ? {
            fullurl: articleUrl(title),
            editurl: `https://en.wikipedia.org/w/index.php?title=${encodeURIComponent(title.replace(/ /g, '_'))}&action=edit`,
            canonicalurl: articleUrl(title),
          }
        : {};
      const info = props.has('info') ? { contentmodel: 'wikitext', pagelanguage: 'en', pagelanguagehtmlcode: 'en', pagelanguagedir: 'ltr' } : {};
      const article = byTitle.get(title);
      if (!article) {
        pages.push({ ns: 0, title, missing: true, ...info, ...urls });
        continue;
      }
      const page: Record<string, unknown> = { pageid: article.pageId, ns: 0, title: article.title };
      // TextExtracts gives a whole article's text for one page per request (exlimit is lowered to 1).
      if (props.has('extracts') && !extractGiven) {
        page.extract = params.has('explaintext') ? article.extract : `<p>${article.extract}</p>`;
        extractGiven = true;
      }
      if (props.has('revisions')) page.revisions = [{ revid: article.revisionId, parentid: article.revisionId - 1 }];
      if (props.has('info')) {
        Object.assign(page, info, { touched: '2025-01-15T10:00:00Z', lastrevid: article.revisionId, length: article.extract.length * 2 }, urls);
      }
      pages.push(page);
    }
    const result: Record<string, unknown> = {};
    if (normalized.length > 0) result.normalized = normalized;
    if (redirected.length > 0) result.redirects = redirected;
    if (pages.length > 0) result.pages = pages;
    return result;
  }

  function handle(method: string, requestUrl: string, headers: IncomingHttpHeaders, response: ServerResponse) {
    const url = new URL(requestUrl, 'http://stand-in');
    requests.push({ method, path: url.pathname, params: Object.fromEntries(url.searchParams), headers });
    if (url.pathname !== '/w/api.php') {
      response.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
      return response.end('<!DOCTYPE html><title>Not Found</title><p>The requested URL was not found on this server.</p>');
    }
    const params = url.searchParams;
    const titles = params.get('titles') ?? '';
    const failure = failures[titles.startsWith(unitSeparator) ? titles.slice(1) : titles];
    if (failure === 'hang') return; // the socket stays open until the client gives up
    if (failure === 'http-500') {
      response.writeHead(500, { 'content-type': 'text/html; charset=utf-8' });
      return response.end(
        '<!DOCTYPE html><html><title>Wikimedia Error</title><body><p>Our servers are currently under maintenance or experiencing a technical issue.</p></body></html>',
      );
    }
    if (failure === 'malformed') {
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      return response.end('{"batchcomplete":true,"query":{"pages":[{"pageid":1,"ns":0,"tit');
    }
    if (failure === 'maxlag') {
      return sendApiError(
        response,
        'maxlag',
        'Waiting for 10.64.16.7: 6 seconds lagged.',
        { host: '10.64.16.7', lag: 6, type: 'db' },
        { 'retry-after': '5', 'x-database-lag': '6' },
      );
    }
    const action = params.get('action') ?? 'help';
    if (action !== 'query') return sendApiError(response, 'badvalue', `Unrecognized value for parameter "action": ${action}.`);
    // The stand-in speaks only the dialect the ingester asks for; anything else would be a guess at the real shapes.
    if (params.get('format') !== 'json' || params.get('formatversion') !== '2') {
      return sendApiError(response, 'standin-unsupported', 'The stand-in answers only format=json with formatversion=2.');
    }
    const result = query(params);
    const body: Record<string, unknown> = { batchcomplete: true };
    if ((params.get('prop') ?? '').split('|').includes('extracts') && !params.has('exintro')) {
      body.warnings = { extracts: { warnings: '"exlimit" was too large for a whole article extracts request, lowered to 1.' } };
    }
    if (Object.keys(result).length > 0) body.query = result;
    sendJson(response, body);
  }

  const server = createServer((request, response) => {
    try {
      handle(request.method ?? 'GET', request.url ?? '/', request.headers, response);
    } catch (error) {
      response.writeHead(500, { 'content-type': 'text/plain' });
      response.end(String(error));
    }
  });
  const { port, close } = await listenOnLoopback(server, options.port, 'MediaWiki stand-in');

  return {
    url: `http://127.0.0.1:${port}/w/api.php`,
    requests,
    close,
  };
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const index = process.argv.indexOf('--port');
  const port = index === -1 ? 0 : Number(process.argv[index + 1]);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error('--port needs a port number');
  const standIn = await startMediaWikiStandIn({ port });
  console.log(`MediaWiki stand-in listening at ${standIn.url} (articles: ${standInArticles.map((article) => article.title).join(', ')})`);
  closeOnSignals(standIn.close);
}
