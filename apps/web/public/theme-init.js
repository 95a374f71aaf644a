// Applies the saved theme before the first paint so a reload never flashes the other theme.
// Loaded as a file (not inline) so the Content-Security-Policy can forbid inline scripts.
(function () {
  try {
    var raw = window.localStorage.getItem('settings');
    if (!raw) return;
    var s = JSON.parse(raw);
    if (s && typeof s.darkMode === 'boolean') {
      document.documentElement.setAttribute('data-theme', s.darkMode ? 'dark' : 'light');
    }
  } catch {
    /* unreadable settings: follow the system theme */
  }
})();
