// Applies the saved theme before the first paint so a reload never flashes the other theme.
// Loaded as a file (not inline) so the Content-Security-Policy can forbid inline scripts.
// Contract: localStorage `settings` is JSON; a boolean `darkMode` sets data-theme="dark"|"light"
// on <html>; no choice leaves data-theme unset, which follows the system.
(function () {
  var COLORS = { dark: '#12162a', light: '#f6f5fc' };
  function apply() {
    var root = document.documentElement;
    var theme = null;
    try {
      var raw = window.localStorage.getItem('settings');
      var s = raw ? JSON.parse(raw) : null;
      if (s && typeof s.darkMode === 'boolean') theme = s.darkMode ? 'dark' : 'light';
    } catch {
      /* unreadable settings: follow the system theme */
    }
    if (theme) root.setAttribute('data-theme', theme);
    else root.removeAttribute('data-theme');
    var shown =
      theme ||
      (window.matchMedia && window.matchMedia('(prefers-color-scheme: light)').matches
        ? 'light'
        : 'dark');
    var meta = document.querySelector('meta[name="theme-color"]');
    if (meta) meta.setAttribute('content', COLORS[shown]);
  }
  apply();
  // The theme changed in another tab: follow it here too.
  window.addEventListener('storage', function (e) {
    if (e.key === 'settings' || e.key === null) apply();
  });
})();
