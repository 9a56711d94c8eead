import { useSyncExternalStore } from 'react';
import { figureColours, type FigureColours, type FigureTheme } from '../../../../../shared/figure-colours.ts';
import { useWidgetRendering } from '~/features/lectures/live-figures/kit/widget-context';

export { figureColours, type FigureColours, type FigureTheme };

/** The colours of the theme the figure is drawn in: the poster's, or the page's, following the theme button. */
export function useFigureColours(): FigureColours {
  return figureColours[useWidgetRendering().theme ?? 'light'];
}

/** The page's theme, kept current: the theme button toggles `.dark` on <html> without a reload. */
export function useSiteTheme(): FigureTheme {
  return useSyncExternalStore(subscribeToTheme, siteTheme, lightAtBuild);
}

// Module-level, so useSyncExternalStore keeps one subscription instead of swapping it every render.
const subscribeToTheme = (onChange: () => void) => {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
};
const siteTheme = (): FigureTheme => (document.documentElement.classList.contains('dark') ? 'dark' : 'light');
const lightAtBuild = (): FigureTheme => 'light';
