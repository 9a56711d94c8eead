import { describe, expect, it } from 'vitest';
import { externalizeScripts } from './postbuild-scripts.ts';

const page = `<!DOCTYPE html><html><head><script src="/theme-init.js"></script></head><body><main>x</main><script>(() => { scroll })()</script><script>window.__reactRouterContext = {};</script><script type="module" async="">import "/assets/manifest.js";
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

  it('leaves a page without inline scripts as it is', () => {
    const html = '<html><body><script src="/a.js"></script></body></html>';
    expect(externalizeScripts(html, () => '/x.js')).toEqual({ html, moved: 0, code: '' });
  });
});
