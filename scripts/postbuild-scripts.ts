/**
 * Moves a prerendered page's inline scripts into one external script, so the Content Security
 * Policy can forbid inline script entirely, and holds the page's JavaScript back until the page
 * has painted once.
 */

const inlineScript = /<script((?:\s+[a-z-]+(?:="[^"]*")?)*)>([\s\S]*?)<\/script>/g;
const routerModuleScript = '<script type="module" async=""></script>';
const modulePreload = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const staticImport = /^\s*import (?:\* as (\w+) from )?("[^"]+");\s*$/gm;

/** Past this, the app starts without having seen the paint: a page that never reports one still hydrates. */
const PAINT_WAIT_LIMIT_MS = 3000;

/**
 * Start-up code that waits until the page's first contentful paint is on screen: until the browser
 * reports its `paint` entry, which carries the time the frame was presented. A frame callback alone
 * is not enough: on a busy machine without a GPU the frame reaches the screen tens of milliseconds
 * after the main thread painted it, and app code requested in between finished loading before the
 * page was visible (Lighthouse then counted all of it into the first paint: /about scored 98 instead
 * of 100 in one run of three). A hidden tab never paints, so it does not wait, nor does one sent to
 * the background before its first paint; a browser without paint timing waits for one frame, and
 * none waits longer than PAINT_WAIT_LIMIT_MS.
 * Plain JavaScript in a string: it runs in the page as written, not through the build.
 */
export const waitForFirstPaint = `await new Promise((resolve) => {
  if (document.visibilityState === "hidden") return resolve();
  if (typeof PerformanceObserver === "undefined" || !PerformanceObserver.supportedEntryTypes?.includes("paint")) return requestAnimationFrame(() => setTimeout(resolve, 0));
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName("first-contentful-paint").length === 0) return;
    observer.disconnect();
    resolve();
  });
  observer.observe({ type: "paint", buffered: true });
  document.addEventListener("visibilitychange", () => resolve(), { once: true });
  setTimeout(resolve, ${PAINT_WAIT_LIMIT_MS});
});`;

/** How many modulepreload links one task adds (see preloadInBatches). */
export const PRELOADS_PER_TASK = 6;

/**
 * Start-up code that adds a `<link rel="modulepreload">` for each of `hrefs`, PRELOADS_PER_TASK in
 * one task, yielding to the browser between batches. Starting a request costs the browser about
 * 1 ms on this project's test machine, 5 ms at Lighthouse's 4x CPU slowdown: the 23 links of a
 * lecture, added in one go, were a 120 ms part of a 186 ms task after the first paint, the longest
 * task of /clustering's load. In batches no task of them reaches 50 ms. The requests still start
 * before any module needs them.
 * Plain JavaScript in a string: it runs in the page as written, not through the build.
 */
export function preloadInBatches(hrefs: readonly string[]): string {
  return `for (const [index, href] of ${JSON.stringify(hrefs)}.entries()) {
  if (index > 0 && index % ${PRELOADS_PER_TASK} === 0) await new Promise((resolve) => setTimeout(resolve, 0));
  document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));
}`;
}

/**
 * Rewrites React Router's start-up code so the app's modules are fetched only after the page has
 * painted: its static imports become dynamic ones that wait for the paint (`waitForFirstPaint`),
 * and the modules the page's `<link rel="modulepreload">` tags named are preloaded from there
 * instead of from the head (the ones it imports itself are requested first, by the import).
 *
 * Why: a prerendered page is complete without JavaScript (links work, lectures read, the math is
 * typeset), but the preload tags started ~110 KB of JavaScript at once with the HTML and CSS, and
 * on a slow phone connection that download shared the bandwidth the first paint was waiting for
 * (Lighthouse's first contentful paint counts every request started before it). Hydration now
 * starts once the first paint is on screen, with all its modules requested in parallel as before.
 */
export function loadAfterFirstPaint(code: string, preloads: readonly string[]): string {
  const imports: { binding?: string; specifier: string }[] = [];
  let firstImportAt = -1;
  const withoutImports = code.replace(staticImport, (_whole, binding: string | undefined, specifier: string, offset: number) => {
    if (firstImportAt === -1) firstImportAt = offset;
    imports.push({ binding, specifier });
    return '';
  });
  if (imports.length === 0) return code;
  const bindings = imports.map(({ binding }) => binding ?? '').join(', ');
  const imported = new Set(imports.map(({ specifier }) => JSON.parse(specifier) as string));
  const start = [
    waitForFirstPaint,
    `const imported = Promise.all([${imports.map(({ specifier }) => `import(${specifier})`).join(', ')}]);`,
    preloadInBatches(preloads.filter((href) => !imported.has(href))),
    `const [${bindings}] = await imported;`,
  ].join('\n');
  return `${withoutImports.slice(0, firstImportAt)}\n${start}\n${withoutImports.slice(firstImportAt)}`;
}

/**
 * Collects the inline scripts of `html` in document order (React Router's context, route imports
 * and loader data; the code runs the same as one module) and hands them to `writeScript`, which
 * returns the URL of the file it wrote. Each inline <script> stays in place, emptied: React
 * hydrates those elements and expects them there, and an empty script neither runs nor trips the
 * CSP. The external script carries `src` and `async`, which React's hydration skips over.
 */
export function externalizeScripts(html: string, writeScript: (code: string) => string): { html: string; moved: number; code: string } {
  const parts: string[] = [];
  const emptied = html.replace(inlineScript, (whole, attributes: string, content: string) => {
    if (/\ssrc=/.test(attributes) || content.trim() === '') return whole;
    parts.push(content.trim().endsWith(';') ? content : `${content};`);
    return `<script${attributes}></script>`;
  });
  if (parts.length === 0) return { html, moved: 0, code: '' };
  if (!emptied.includes(routerModuleScript)) throw new Error("no React Router module script found: did React Router's <Scripts /> output change?");
  const preloads = [...emptied.matchAll(modulePreload)].map((found) => found[1]);
  const code = loadAfterFirstPaint(parts.join('\n'), preloads);
  const external = `<script type="module" async="" src="${writeScript(code)}"></script>`;
  return { html: emptied.replace(modulePreload, '').replace(routerModuleScript, external + routerModuleScript), moved: parts.length, code };
}
