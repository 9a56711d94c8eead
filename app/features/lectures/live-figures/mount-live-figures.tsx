import { createRoot, type Root } from 'react-dom/client';
import { isWidgetName, widgetCatalogue, type WidgetName } from '../../../../content/live-figures.ts';
import type { AnyWidgetDefinition } from '~/features/lectures/live-figures/kit/types';
import { readSetupHash } from '~/features/lectures/live-figures/setup-link';
import { widgetLoaders } from '~/features/lectures/live-figures/widget-loaders';

/** How far below the viewport a figure starts loading, so it is usually live by the time it is seen. */
const LOAD_MARGIN = '300px 0px';

/**
 * Makes the live figures in a lecture body live. Each `<figure data-widget>` shows its poster until
 * it comes near the viewport; only then is its code loaded (no figure code on first load) and its
 * frame rendered in place of the poster. A link to a setup (#live-<name>=...) scrolls to its figure
 * and starts it in that state. Returns the function that unmounts them all.
 */
export function mountLiveFigures(container: HTMLElement): () => void {
  const figures = [...container.querySelectorAll<HTMLElement>('figure[data-widget]')];
  if (figures.length === 0) return () => {};
  const roots: Root[] = [];
  let disposed = false;
  const linked = readSetupHash(window.location.hash);

  const start = async (figure: HTMLElement) => {
    observer.unobserve(figure);
    const name = figure.dataset.widget;
    const body = figure.querySelector<HTMLElement>('[data-widget-body]');
    if (!isWidgetName(name) || !body) return;
    let definition: AnyWidgetDefinition;
    let WidgetFrame: typeof import('~/features/lectures/live-figures/kit').WidgetFrame;
    try {
      // The frame is shared by every figure and loaded with the first of them, never with the page.
      [{ default: definition }, { WidgetFrame }] = await Promise.all([widgetLoaders[name](), import('~/features/lectures/live-figures/kit')]);
    } catch {
      // Offline, or a deploy replaced the chunk: the poster stays, and says so.
      const status = figure.querySelector('[data-widget-status]');
      if (status && !disposed) status.textContent = `The live version of “${widgetCatalogue[name].title}” could not load; the picture shows its first state.`;
      return;
    }
    if (disposed) return;
    const { initial, notice } = startingState(name, definition, linked);
    const root = createRoot(body);
    roots.push(root);
    root.render(<WidgetFrame name={name} definition={definition} figure={figure} initial={initial} notice={notice} />);
  };

  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) if (entry.isIntersecting) void start(entry.target as HTMLElement);
    },
    { rootMargin: LOAD_MARGIN },
  );
  for (const figure of figures) observer.observe(figure);
  if (linked) figures.find((figure) => figure.dataset.widget === linked.name)?.scrollIntoView({ block: 'center' });

  return () => {
    disposed = true;
    observer.disconnect();
    // Unmounting a root while React commits the page's own change is refused; after it is fine.
    const leaving = roots.splice(0);
    setTimeout(() => leaving.forEach((root) => root.unmount()));
  };
}

function startingState(name: WidgetName, definition: AnyWidgetDefinition, linked: ReturnType<typeof readSetupHash>): { initial: unknown; notice?: string } {
  if (!linked || linked.name !== name) return { initial: definition.initialState() };
  if ('error' in linked) return { initial: definition.initialState(), notice: `${linked.error} Showing the figure’s first setup.` };
  const parsed = definition.parseState(linked.value);
  if (parsed === null)
    return { initial: definition.initialState(), notice: 'The link’s setup is not one this figure can show. Showing the figure’s first setup.' };
  return { initial: parsed, notice: `Opened the shared setup. ${definition.describe(parsed)}` };
}
