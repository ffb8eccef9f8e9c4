// Applies the stored (or system) theme before the first paint; ThemeProvider takes over after.
(function () {
  try {
    var t = localStorage.getItem('morada-tema');
    if (t === 'dark' || (!t && window.matchMedia('(prefers-color-scheme: dark)').matches)) {
      document.documentElement.classList.add('dark');
    }
  } catch (e) {}
})();
