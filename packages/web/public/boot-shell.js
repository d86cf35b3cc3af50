// Shows index.html's outline of the shell (#boot-shell) on a signed-in page while the console's
// scripts load, so the first paint comes with the HTML instead of after ~250 KB of JavaScript; it
// goes the moment the console renders anything but its full-page loader (the shell, the sign-in
// screen, an error). A plain script: the console's CSP allows scripts from 'self', not inline.
(() => {
  const shell = document.getElementById('boot-shell');
  const root = document.getElementById('root');
  if (!shell || !root) return;
  const path = location.pathname.replace(/\/+$/, '');
  let signedIn = false;
  try {
    signedIn = Boolean(localStorage.getItem('jwtToken'));
  } catch {
    // Storage refused: the console will send the visitor to /login.
  }
  const rendered = () =>
    [...root.children].some((child) => child.tagName !== 'STYLE' && !child.hasAttribute('data-boot-fallback'));
  if (path === '/login' || !signedIn || rendered()) {
    shell.remove();
    return;
  }
  // The headings the two first screens show (their title component, same size and place).
  const titles = { '/stores': 'Stores', '/dashboard': 'Dashboard' };
  const title = shell.querySelector('.boot-title');
  if (title) title.textContent = titles[path] ?? '';
  shell.hidden = false;
  const observer = new MutationObserver(() => {
    if (!rendered()) return;
    observer.disconnect();
    shell.remove();
  });
  observer.observe(root, { childList: true });
  // Whatever happens, never cover the console for long.
  setTimeout(() => {
    observer.disconnect();
    shell.remove();
  }, 20000);
})();
