import { describe, expect, it } from 'vitest';
import { externalizeScripts, loadAfterFirstPaint, waitForFirstPaint } from './postbuild-scripts.ts';

const page = `<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/manifest.js"/><link rel="modulepreload" href="/assets/root.js"/><script src="/theme-init.js"></script></head><body><main>x</main><script>(() => { scroll })()</script><script>window.__reactRouterContext = {};</script><script type="module" async="">import "/assets/manifest.js";
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
    expect(code).toContain('["/assets/manifest.js","/assets/root.js"]');
    expect(code).toContain('const [, route0] = await Promise.all([import("/assets/manifest.js"), import("/assets/root.js")]);');
    // The wait for the first paint comes before any module is requested, and the modules before they are used.
    expect(code).toContain(waitForFirstPaint);
    expect(code.indexOf('first-contentful-paint')).toBeLessThan(code.indexOf('import("/assets/manifest.js")'));
    expect(code.indexOf('await Promise.all')).toBeLessThan(code.indexOf('__reactRouterRouteModules'));
  });

  it('leaves code without static imports alone', () => {
    expect(loadAfterFirstPaint('import("/a.js");', ['/a.js'])).toBe('import("/a.js");');
  });

  it('leaves a page without inline scripts as it is', () => {
    const html = '<html><body><script src="/a.js"></script></body></html>';
    expect(externalizeScripts(html, () => '/x.js')).toEqual({ html, moved: 0, code: '' });
  });
});
