/**
 * The least a keystroke can cost in this browser at this moment: a bare text field in a dialog whose
 * letter is echoed into a line of text, timed the same way as what a benchmark measures and typed in
 * turn with it (bench:search types it with the palette, bench:widgets with the live figures).
 * Chromium's slowdown is coarse for tasks this short and moves with the load on this shared machine
 * (one day the field's keystroke took 6-7× its unthrottled time while a 1.6 ms JavaScript loop took
 * 4.25×, and the palette's p95 was 2.5× another day's), so the field shows how much of a run's
 * figure is the browser's own.
 */
export const BARE_FIELD = `<!doctype html><dialog style="font: 18px system-ui"><input type="search" aria-label="Bare field"><p></p></dialog>
<script>
  const dialog = document.querySelector('dialog');
  const field = document.querySelector('input');
  dialog.showModal();
  field.addEventListener('input', () => (dialog.querySelector('p').textContent = field.value));
</script>`;

/**
 * The same field inside a live figure's box on its lecture page (`element` is the figure): what a
 * keystroke costs on that page when nothing but a line of text changes. A long lecture's frame
 * (style, layout and paint of a page of math around the figure) costs more than the bare page's,
 * so this is the least a figure's keystroke can cost there, and the figure's own cost is what it
 * adds to it. Typed in turn with the figure it is put in.
 */
export function addFieldToFigure(element: Element): void {
  const field = document.createElement('input');
  field.type = 'search';
  field.setAttribute('aria-label', 'Field on the lecture page');
  const echo = document.createElement('p');
  field.addEventListener('input', () => (echo.textContent = field.value));
  element.append(field, echo);
}

/**
 * A stylesheet that hides everything on a lecture page but one live figure (and the elements it
 * sits in): the figure's keystroke as if the figure were alone on a page, with the site's own styles
 * and scripts. Beside the field on the lecture page it separates what the lecture around a figure
 * costs a keystroke (style, layout and paint of the other blocks, mostly math and the practice
 * questions' controls) from what the figure itself costs.
 */
export function figureAloneStyle(name: string): string {
  const figure = `[data-widget="${name}"]`;
  return `body *:not(:has(${figure})):not(${figure}):not(${figure} *) { display: none !important; }`;
}
