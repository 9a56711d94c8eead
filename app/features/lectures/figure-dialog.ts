/**
 * A lecture figure opened full screen: a native modal <dialog>, built on the first use (the lecture
 * body imports this module when an Enlarge button is pressed), that shows the figure as large as
 * the screen allows in a scrollable box. Zoom in and out with the buttons, Ctrl and the mouse
 * wheel or a trackpad's pinch; on a phone the browser's own pinch zoom works too. Escape, the
 * Close button and the browser's Back close it, and focus returns to the button that opened it.
 *
 * A static figure shows the image the theme shows (its light or dark file). A live figure shows
 * its drawing as it stands: a copy of its SVG, with each canvas (a decision field) copied as an
 * image, or its poster before it has loaded.
 */

const zoomSteps = [1, 1.5, 2, 3, 4];

interface FigureDialog {
  dialog: HTMLDialogElement;
  title: HTMLElement;
  viewport: HTMLElement;
  zoomIn: HTMLButtonElement;
  zoomOut: HTMLButtonElement;
}

let figureDialog: FigureDialog | undefined;
let opener: HTMLElement | undefined;
let zoomIndex = 0;
/** The dialog added an entry to the session history (so Back closes it) that is still there. */
let historyEntry = false;
/** A history.back() of our own is under way: its popstate is not the reader's Back. */
let leavingEntry = false;

function button(label: string, text: string, className: string): HTMLButtonElement {
  const element = document.createElement('button');
  element.type = 'button';
  element.className = className;
  element.textContent = text;
  if (label !== text) element.setAttribute('aria-label', label);
  return element;
}

function applyZoom(dialog: FigureDialog, next: number, anchor?: { x: number; y: number }): void {
  const { viewport } = dialog;
  const previous = zoomSteps[zoomIndex];
  zoomIndex = Math.max(0, Math.min(zoomSteps.length - 1, next));
  const factor = zoomSteps[zoomIndex];
  // Keep the point under the pointer (or the centre) where it is while the drawing grows.
  const rect = viewport.getBoundingClientRect();
  const at = anchor ?? { x: rect.width / 2, y: rect.height / 2 };
  const contentX = (viewport.scrollLeft + at.x) / previous;
  const contentY = (viewport.scrollTop + at.y) / previous;
  viewport.style.setProperty('--figure-zoom', String(factor));
  viewport.dataset.zoomed = factor > 1 ? 'true' : 'false';
  viewport.scrollLeft = contentX * factor - at.x;
  viewport.scrollTop = contentY * factor - at.y;
  dialog.zoomOut.disabled = zoomIndex === 0;
  dialog.zoomIn.disabled = zoomIndex === zoomSteps.length - 1;
}

function createDialog(): FigureDialog {
  const dialog = document.createElement('dialog');
  dialog.className = 'figure-dialog';
  dialog.setAttribute('aria-labelledby', 'figure-dialog-title');
  const bar = document.createElement('div');
  bar.className = 'figure-dialog-bar';
  const title = document.createElement('h2');
  title.id = 'figure-dialog-title';
  title.className = 'figure-dialog-title';
  const zoomOut = button('Zoom out', '−', 'figure-dialog-button');
  const zoomIn = button('Zoom in', '+', 'figure-dialog-button');
  const close = button('Close', 'Close', 'figure-dialog-button');
  bar.append(title, zoomOut, zoomIn, close);
  const viewport = document.createElement('div');
  viewport.className = 'figure-dialog-viewport';
  // Scrollable, so the keyboard can scroll a zoomed figure.
  viewport.tabIndex = 0;
  viewport.setAttribute('role', 'group');
  viewport.setAttribute('aria-label', 'Figure');
  dialog.append(bar, viewport);
  document.body.append(dialog);

  const created: FigureDialog = { dialog, title, viewport, zoomIn, zoomOut };
  zoomIn.addEventListener('click', () => applyZoom(created, zoomIndex + 1));
  zoomOut.addEventListener('click', () => applyZoom(created, zoomIndex - 1));
  close.addEventListener('click', () => dialog.close());
  viewport.addEventListener(
    'wheel',
    (event) => {
      // A trackpad's pinch arrives as a wheel event with ctrlKey; so does Ctrl and the wheel.
      if (!event.ctrlKey) return;
      event.preventDefault();
      const rect = viewport.getBoundingClientRect();
      applyZoom(created, zoomIndex + (event.deltaY < 0 ? 1 : -1), { x: event.clientX - rect.left, y: event.clientY - rect.top });
    },
    { passive: false },
  );
  // A click on the backdrop (outside the dialog's box) closes it, as Escape does.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
  dialog.addEventListener('close', () => {
    viewport.replaceChildren();
    if (historyEntry) {
      historyEntry = false;
      leavingEntry = true;
      history.back();
    }
    opener?.focus();
    opener = undefined;
  });
  // Back closes the dialog. The entry was pushed by us with the router's own state, so the page
  // under it is where the router thinks it is: the router must not see this popstate (it would
  // navigate to the same page again and restore an old scroll position). Capture on window runs
  // before the router's listener.
  window.addEventListener(
    'popstate',
    (event) => {
      if (leavingEntry) {
        leavingEntry = false;
        event.stopImmediatePropagation();
        return;
      }
      if (historyEntry && dialog.open) {
        historyEntry = false;
        event.stopImmediatePropagation();
        dialog.close();
      }
    },
    { capture: true },
  );
  return created;
}

/** The figure's drawing as the reader sees it now, as a node for the dialog. */
function drawingOf(figure: HTMLElement): Element | undefined {
  const stage = figure.querySelector<HTMLElement>('.widget-stage');
  if (stage) {
    const live = stage.querySelector('svg');
    if (!live) return stage.querySelector('img')?.cloneNode() as Element | undefined;
    const copy = live.cloneNode(true) as SVGSVGElement;
    const canvases = live.querySelectorAll('canvas');
    copy.querySelectorAll('canvas').forEach((canvas, i) => {
      const image = document.createElement('img');
      image.src = canvases[i].toDataURL();
      image.alt = '';
      image.style.cssText = canvas.style.cssText;
      canvas.replaceWith(image);
    });
    copy.removeAttribute('width');
    copy.removeAttribute('height');
    // A copy for looking at: nothing in it is a control.
    copy.setAttribute('aria-hidden', 'true');
    copy.querySelectorAll('[tabindex]').forEach((element) => element.removeAttribute('tabindex'));
    return copy;
  }
  const inline = figure.querySelector('.lecture-figure-inline');
  if (inline) return inline.cloneNode(true) as Element;
  const shown = [...figure.querySelectorAll<HTMLImageElement>('.figure-frame img')].find((image) => getComputedStyle(image).display !== 'none');
  if (!shown) return undefined;
  const image = document.createElement('img');
  image.src = shown.currentSrc || shown.src;
  image.alt = shown.alt;
  // The drawing's own size (its attributes), not the size it is shown at in the page.
  for (const name of ['width', 'height']) image.setAttribute(name, shown.getAttribute(name) ?? '');
  return image;
}

/** Opens `figure` full screen; `from` is the button that asked, which gets the focus back on close. */
export function openFigureDialog(figure: HTMLElement, from: HTMLElement): void {
  const drawing = drawingOf(figure);
  if (!drawing) return;
  figureDialog ??= createDialog();
  const { dialog, title, viewport } = figureDialog;
  if (dialog.open) return;
  opener = from;
  title.textContent = (from.getAttribute('aria-label') ?? 'Figure').replace(/^Enlarge figure: /, '');
  drawing.classList.add('figure-dialog-drawing');
  viewport.replaceChildren(drawing);
  zoomIndex = 0;
  applyZoom(figureDialog, 0);
  history.pushState(history.state, '');
  historyEntry = true;
  dialog.showModal();
}
