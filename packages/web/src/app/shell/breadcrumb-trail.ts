export interface Crumb {
  label: string;
  to: string;
  /** The crumb of a store (/stores/{id}): shown with the store's name, once it is loaded. */
  storeDbId?: number;
}

/** Named places of the console; `:id` stands for any one segment (a store). Unnamed prefixes get no crumb. */
const named: [pattern: string, label: string][] = [
  ['/login', 'Login'],
  ['/dashboard', 'Dashboard'],
  ['/users', 'Users'],
  ['/versions', 'Version History'],
  ['/stores', 'Stores'],
  ['/datacentres', 'Data Centers'],
  ['/stores/environments', 'Environments'],
  ['/stores/:id/backup', 'Backup'],
  // The backups list answers at both URLs; both read Home / Stores / {store} / Backup.
  ['/stores/:id/backups', 'Backup'],
  ['/stores/:id/credentials', 'Client Credentials'],
  ['/stores/:id/synchronization', 'Synchronization'],
  ['/stores/:id/synchronization/settings', 'Synchronization'],
  ['/stores/synchronization/sage', 'Sage Data'],
  ['/stores/:id/synchronization/sage', 'Sage Data'],
];

function matches(pattern: string, segments: string[]): boolean {
  const parts = pattern.split('/').filter(Boolean);
  return parts.length === segments.length && parts.every((part, i) => part === ':id' || part === segments[i]);
}

function labelOf(segments: string[]): string | undefined {
  // A literal place wins over a store placeholder (/stores/synchronization/sage is not a store "synchronization").
  const literal = named.find(([pattern]) => !pattern.includes(':id') && matches(pattern, segments));
  return (literal ?? named.find(([pattern]) => matches(pattern, segments)))?.[1];
}

/** Home, then one crumb per named prefix of the path and one for the store of a per-store page. */
export function breadcrumbTrail(pathname: string): Crumb[] {
  const segments = pathname.split('/').filter(Boolean);
  const trail: Crumb[] = [{ label: 'Home', to: '/' }];
  for (let length = 1; length <= segments.length; length++) {
    const prefix = segments.slice(0, length);
    const to = `/${prefix.join('/')}`;
    const storeId = prefix.length === 2 && prefix[0] === 'stores' ? prefix[1] : undefined;
    if (storeId !== undefined && /^\d+$/.test(storeId)) {
      trail.push({ label: `Store ${storeId}`, to, storeDbId: Number(storeId) });
      continue;
    }
    const label = labelOf(prefix);
    if (label) trail.push({ label, to });
  }
  return trail;
}
