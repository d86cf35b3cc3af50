import { readFileSync } from 'node:fs';

/** The agent's version, from its package.json (one level above src/ and dist/ alike). */
export const agentVersion: string = (() => {
  try {
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version?: string };
    return pkg.version ?? '0.0.0';
  } catch {
    return '0.0.0';
  }
})();
