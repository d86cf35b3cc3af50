// Shows index.html's outline of the shell (#boot-shell) on a signed-in page while the console's
// scripts load, so the first paint comes with the HTML instead of after ~250 KB of JavaScript; it
// goes the moment the console renders anything but its full-page loader (the shell, the sign-in
// screen, an error). A plain script: the console's CSP allows scripts from 'self', not inline.
(() => {
  const addLink = (rel, href, as) => {
    const link = document.createElement('link');
    link.rel = rel;
    link.href = href;
    if (as) link.as = as;
    // As Vite's own loader asks for them (scripts and stylesheets alike, crossorigin): a preload in
    // another credentials mode is not reused, and the file is downloaded twice.
    link.crossOrigin = '';
    document.head.append(link);
  };
  const path = location.pathname.replace(/\/+$/, '');
  let signedIn = false;
  try {
    signedIn = Boolean(localStorage.getItem('jwtToken'));
  } catch {
    // Storage refused: the console will send the visitor to /login.
  }
  const wanted = path !== '/login' && signedIn;

  const showShell = () => {
    const shell = document.getElementById('boot-shell');
    const root = document.getElementById('root');
    if (!shell || !root) return;
    const rendered = () =>
      [...root.children].some((child) => child.tagName !== 'STYLE' && !child.hasAttribute('data-boot-fallback'));
    if (!wanted || rendered()) {
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
  };

  // The shell's and the screen's chunks and sheets (listed by build/boot-preloads.ts), fetched
  // beside the entry instead of after it has run. This script comes first in <head> for that.
  const preload = () => {
    try {
      const preloads = JSON.parse(document.getElementById('boot-preloads')?.textContent ?? '{}');
      for (const part of [preloads['*'], preloads[path]]) {
        for (const href of part?.scripts ?? []) addLink('modulepreload', href);
        for (const href of part?.styles ?? []) addLink('preload', href, 'style');
      }
    } catch {
      // No list (a development server): the router loads them itself.
    }
  };

  // Run once the body is parsed (readyState 'interactive' comes before the module scripts run).
  const whenParsed = (run) => {
    if (document.readyState !== 'loading') run();
    else document.addEventListener('readystatechange', run, { once: true });
  };
  if (wanted) whenParsed(preload);
  whenParsed(showShell);
})();
