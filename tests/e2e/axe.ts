import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Axe's violations inside the elements `selector` matches (every one of them), as
 * "rule: targets" lines.
 *
 * Axe reports only those elements' nodes, but it first builds its tree of the whole document: on
 * a lecture (up to 100,000 elements) that was 8-17 s of every scan here, twice per live figure.
 * So everything that neither holds nor contains a scanned element is taken out of the document
 * for the scan and put back in place after it. The scanned elements keep their ancestors, and so
 * their colours, fonts and landmarks; what is taken out never overlaps them in the page's flow.
 * Nothing renders meanwhile: the scan runs in the page's one thread. Typeset math inside is
 * hollowed as `withTypesetMathHollowed` says.
 */
export async function axeViolationsWithin(page: Page, selector: string): Promise<string[]> {
  const taken = await page.evaluate((selector) => {
    const kept = [...document.querySelectorAll(selector)];
    if (kept.length === 0) throw new Error(`no element matches ${selector}`);
    const holdsKept = (node: Node) => kept.some((element) => node === element || node.contains(element) || element.contains(node));
    const removed: { node: ChildNode; parent: Node; before: Node | null }[] = [];
    const prune = (parent: Node) => {
      for (const child of [...parent.childNodes]) {
        if (!holdsKept(child)) {
          removed.push({ node: child, parent, before: child.nextSibling });
          continue;
        }
        if (!kept.includes(child as Element)) prune(child);
      }
    };
    prune(document.body);
    // Put back in reverse order of removal, so each node's next sibling is in place before it.
    (window as unknown as { __axeRestore: () => void }).__axeRestore = () => {
      for (const { node, parent, before } of removed.reverse()) parent.insertBefore(node, before && before.parentNode === parent ? before : null);
    };
    for (const { node } of removed) node.remove();
    return removed.length;
  }, selector);
  try {
    const results = await withTypesetMathHollowed(page, () =>
      new AxeBuilder({ page })
        .setLegacyMode(true)
        .include(selector)
        .exclude('.katex-html')
        .options({ resultTypes: ['violations'] })
        .analyze(),
    );
    return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`);
  } finally {
    if (taken > 0) await page.evaluate(() => (window as unknown as { __axeRestore: () => void }).__axeRestore());
  }
}

/**
 * Runs `scan` (an axe run) with every KaTeX visual rendering (`.katex-html`) emptied to a box of
 * its own size, then puts each back.
 *
 * The visual rendering is aria-hidden and every scan here excludes it, but axe walks it anyway
 * while it builds its tree: on a lecture it is 39,000 of 64,000 elements, and a scan took 17.8 s
 * here with it and 6.9 s without. An inline block of the same width and height keeps the page's
 * layout (its height to the pixel, and the wide equations' scrolling containers, which axe checks
 * are reachable by keyboard); the MathML twin, which assistive technology reads, stays as it is.
 * A planted fault beside the math (a nameless button, faint text) is still found.
 */
export async function withTypesetMathHollowed<T>(page: Page, scan: () => Promise<T>): Promise<T> {
  await page.evaluate(() => {
    const hollowed: [placeholder: HTMLElement, original: Element][] = [];
    // Every size is read before anything is replaced: a read after a replacement would lay the
    // page out again, once per formula.
    const originals = [...document.querySelectorAll('.katex-html')];
    const sizes = originals.map((original) => original.getBoundingClientRect());
    for (const [i, original] of originals.entries()) {
      const { width, height } = sizes[i];
      const placeholder = document.createElement('span');
      placeholder.className = 'katex-html';
      placeholder.setAttribute('aria-hidden', 'true');
      placeholder.style.cssText = `display:inline-block;width:${width}px;height:${height}px;vertical-align:middle`;
      original.replaceWith(placeholder);
      hollowed.push([placeholder, original]);
    }
    (window as unknown as { __restoreTypesetMath: () => void }).__restoreTypesetMath = () => {
      for (const [placeholder, original] of hollowed) placeholder.replaceWith(original);
    };
  });
  try {
    return await scan();
  } finally {
    await page.evaluate(() => (window as unknown as { __restoreTypesetMath: () => void }).__restoreTypesetMath());
  }
}
