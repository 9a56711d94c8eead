import { describe, expect, it } from 'vitest';
import { externalizeScripts, loadAfterFirstPaint, PRELOADS_PER_TASK, preloadInBatches, waitForFirstPaint } from './postbuild-scripts.ts';

const page = `<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/manifest.js"/><link rel="modulepreload" href="/assets/root.js"/><link rel="modulepreload" href="/assets/chunk.js"/><script src="/theme-init.js"></script></head><body><main>x</main><script>(() => { scroll })()</script><script>window.__reactRouterContext = {};</script><script type="module" async="">import "/assets/manifest.js";
import * as route0 from "/assets/root.js";
window.__reactRouterRouteModules = {"root":route0};
import("/assets/entry.client.js");</script><!--$--><script>window.__reactRouterContext.streamController.enqueue("[]");</script><!--/$--></body></html>`;

describe('moving inline scripts out of a prerendered page', () => {
  it('leaves no inline code, keeps each script element emptied in place, and loads the code from one file in order', () => {
    const { html, moved, code } = externalizeScripts(page, () => '/assets/inline/boot.js');
    expect(moved).toBe(4);
    expect(html).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>[^<]/);
    expect(html).toContain('<script src="/theme-init.js"></script>');
    expect(html).toContain(
      '<script></script><script></script><script type="module" async="" src="/assets/inline/boot.js"></script><script type="module" async=""></script><!--$--><script></script><!--/$-->',
    );
    expect(code.indexOf('scroll')).toBeLessThan(code.indexOf('__reactRouterContext = {}'));
    expect(code.indexOf('__reactRouterContext = {}')).toBeLessThan(code.indexOf('import("/assets/entry.client.js")'));
    expect(code.indexOf('import("/assets/entry.client.js")')).toBeLessThan(code.indexOf('enqueue'));
  });

  it('starts the JavaScript after the first paint: no preload tags in the head, the start-up script preloads and imports the modules', () => {
    const { html, code } = externalizeScripts(page, () => '/assets/inline/boot.js');
    expect(html).not.toContain('modulepreload');
    expect(code).not.toMatch(/^\s*import\s/m);
    // The modules it imports are requested by the import; the others are preloaded.
    expect(code).toContain('const imported = Promise.all([import("/assets/manifest.js"), import("/assets/root.js")]);');
    expect(code).toContain(preloadInBatches(['/assets/chunk.js']));
    expect(code).toContain('const [, route0] = await imported;');
    // The wait for the first paint comes before any module is requested, and the modules before they are used.
    expect(code).toContain(waitForFirstPaint);
    expect(code.indexOf('first-contentful-paint')).toBeLessThan(code.indexOf('import("/assets/manifest.js")'));
    expect(code.indexOf('import("/assets/manifest.js")')).toBeLessThan(code.indexOf('"/assets/chunk.js"'));
    expect(code.indexOf('await imported')).toBeLessThan(code.indexOf('__reactRouterRouteModules'));
  });

  it('leaves code without static imports alone', () => {
    expect(loadAfterFirstPaint('import("/a.js");', ['/a.js'])).toBe('import("/a.js");');
  });

  it('leaves a page without inline scripts as it is', () => {
    const html = '<html><body><script src="/a.js"></script></body></html>';
    expect(externalizeScripts(html, () => '/x.js')).toEqual({ html, moved: 0, code: '' });
  });
});

describe('the wait for the first paint, run as the page runs it', () => {
  type Callback = (list: { getEntriesByName: (name: string) => unknown[] }) => void;

  /** Runs the start-up wait against a stand-in page, which the test drives: paints reported, tab hidden, frames and timers run. */
  function runWait({ visibility = 'visible', paintTiming = true }: { visibility?: string; paintTiming?: boolean } = {}) {
    const observers: Callback[] = [];
    const timers: { at: number; run: () => void }[] = [];
    const listeners: (() => void)[] = [];
    let frames: (() => void)[] = [];
    class FakeObserver {
      static supportedEntryTypes = paintTiming ? ['paint', 'resource'] : ['resource'];
      constructor(private readonly callback: Callback) {}
      observe() {
        observers.push(this.callback);
      }
      disconnect() {}
    }
    const document = { visibilityState: visibility, addEventListener: (_type: string, listener: () => void) => listeners.push(listener) };
    const setTimeout = (run: () => void, at: number) => timers.push({ at, run });
    const requestAnimationFrame = (run: () => void) => frames.push(run);
    let resolved = false;
    const run = new Function('document', 'PerformanceObserver', 'setTimeout', 'requestAnimationFrame', `return (async () => { ${waitForFirstPaint} })();`);
    const done = (run(document, FakeObserver, setTimeout, requestAnimationFrame) as Promise<void>).then(() => (resolved = true));
    return {
      isResolved: async () => (await Promise.race([done, new Promise((next) => globalThis.setTimeout(next, 0))]), resolved),
      report: (...names: string[]) => observers.forEach((callback) => callback({ getEntriesByName: (name) => names.filter((found) => found === name) })),
      hide: () => listeners.forEach((listener) => listener()),
      runFrame: () => {
        const due = frames;
        frames = [];
        due.forEach((run) => run());
      },
      runTimersUpTo: (ms: number) => timers.filter(({ at }) => at <= ms).forEach(({ run }) => run()),
    };
  }

  it('waits until the browser reports the first contentful paint, not for the first paint alone', async () => {
    const page = runWait();
    page.runTimersUpTo(0);
    page.report('first-paint');
    expect(await page.isResolved()).toBe(false);
    page.report('first-contentful-paint');
    expect(await page.isResolved()).toBe(true);
  });

  it('starts at once in a hidden tab, and when the tab is hidden before it painted', async () => {
    expect(await runWait({ visibility: 'hidden' }).isResolved()).toBe(true);
    const page = runWait();
    page.hide();
    expect(await page.isResolved()).toBe(true);
  });

  it('waits one frame where the browser has no paint timing', async () => {
    const page = runWait({ paintTiming: false });
    expect(await page.isResolved()).toBe(false);
    page.runFrame();
    page.runTimersUpTo(0);
    expect(await page.isResolved()).toBe(true);
  });

  it('gives up waiting after three seconds, so a page that never reports a paint still hydrates', async () => {
    const page = runWait();
    page.runTimersUpTo(2999);
    expect(await page.isResolved()).toBe(false);
    page.runTimersUpTo(3000);
    expect(await page.isResolved()).toBe(true);
  });
});

describe('the module preloads, run as the page runs them', () => {
  it(`adds ${PRELOADS_PER_TASK} links a task, in order, and yields to the browser between batches`, async () => {
    const hrefs = Array.from({ length: 14 }, (_, index) => `/assets/m${index}.js`);
    const added: string[] = [];
    const timers: (() => void)[] = [];
    const document = {
      head: { append: (link: { href: string; rel: string }) => added.push(`${link.rel} ${link.href}`) },
      createElement: () => ({}),
    };
    const setTimeout = (run: () => void) => timers.push(run);
    const run = new Function('document', 'setTimeout', `return (async () => { ${preloadInBatches(hrefs)} })();`);
    const done = run(document, setTimeout) as Promise<void>;
    const settle = () => new Promise((next) => globalThis.setTimeout(next, 0));
    await settle();
    expect(added).toEqual(hrefs.slice(0, PRELOADS_PER_TASK).map((href) => `modulepreload ${href}`));
    timers.shift()!();
    await settle();
    expect(added).toHaveLength(2 * PRELOADS_PER_TASK);
    timers.shift()!();
    await done;
    expect(added).toEqual(hrefs.map((href) => `modulepreload ${href}`));
    expect(timers).toHaveLength(0);
  });
});
