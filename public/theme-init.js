// Runs in <head> before the first paint, so the page never flashes the wrong theme: the stored
// choice wins, otherwise the system setting. Also marks the page as having JavaScript (.js), which
// reveals controls that only work with it. External (not inline) because the CSP allows no inline script.
(function () {
  var root = document.documentElement;
  root.classList.add('js');
  try {
    var stored = localStorage.getItem('theme');
    var dark = stored === 'dark' || (stored !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
    root.classList.toggle('dark', dark);
    root.style.colorScheme = dark ? 'dark' : 'light';
  } catch (error) {
    // Storage blocked: the CSS falls back to the system setting.
  }
})();
