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
