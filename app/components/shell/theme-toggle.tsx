import { useEffect, useSyncExternalStore } from 'react';
import { StrokeIcon } from '~/components/ui/stroke-icon';

type Theme = 'light' | 'dark';

function systemTheme(): Theme {
  return window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

function applyTheme(theme: Theme): void {
  document.documentElement.classList.toggle('dark', theme === 'dark');
  document.documentElement.style.colorScheme = theme;
}

/** The theme is the `dark` class on <html>, which the button, the system and theme-init.js set. */
function subscribeToTheme(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}

const currentTheme = (): Theme => (document.documentElement.classList.contains('dark') ? 'dark' : 'light');
// Unknown while prerendering: the HTML cannot know the reader's theme.
const noTheme = (): Theme | null => null;

/**
 * Switches between light and dark. The choice is stored and wins over the system setting;
 * until the reader chooses, the page follows the system, live. public/theme-init.js applies the
 * same rule before the first paint.
 */
export function ThemeToggle() {
  const theme = useSyncExternalStore<Theme | null>(subscribeToTheme, currentTheme, noTheme);

  useEffect(() => {
    const query = window.matchMedia('(prefers-color-scheme: dark)');
    const followSystem = () => {
      if (localStorage.getItem('theme')) return;
      applyTheme(systemTheme());
    };
    query.addEventListener('change', followSystem);
    return () => query.removeEventListener('change', followSystem);
  }, []);

  const next: Theme = theme === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      className="icon-button needs-hydration"
      aria-label={`Switch to ${next} theme`}
      title={`Switch to ${next} theme`}
      onClick={() => {
        applyTheme(next);
        try {
          localStorage.setItem('theme', next);
        } catch {
          // Storage blocked: the theme still changes for this page view.
        }
      }}
    >
      {/* Both icons are in the markup; CSS shows the one for the current theme, so the
          prerendered button is right before hydration too. */}
      <StrokeIcon className="theme-icon-moon" size={20}>
        <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
      </StrokeIcon>
      <StrokeIcon className="theme-icon-sun" size={20}>
        <circle cx="12" cy="12" r="4" />
        <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
      </StrokeIcon>
    </button>
  );
}
