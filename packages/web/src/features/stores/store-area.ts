import type { UIMatch } from 'react-router';

export interface StoreTab {
  /** The URL segment after the area, e.g. `list` in /stores/{id}/credentials/list. */
  path: string;
  label: string;
  /** Other first segments whose pages belong to this tab, e.g. `integrations-add` under Integrations. */
  includes?: readonly string[];
}

/** What an area under the store layout route (its `handle`) asks the layout to show. */
export interface StoreArea {
  /** The area's heading, shown above its tabs; areas without tabs head their page themselves. */
  title?: string;
  /** The area's tabs; the area's bare URL (or an unknown tab) goes to the first once the store has loaded. */
  tabs?: readonly StoreTab[];
  /** The message shown instead of the area when the store cannot be loaded (a spec text of the area). */
  failure?: (storeDbId: number, reason: string) => string;
}

export function storeAreaHandle(area: StoreArea): { storeArea: StoreArea } {
  return { storeArea: area };
}

function isStoreAreaHandle(handle: unknown): handle is { storeArea: StoreArea } {
  return typeof handle === 'object' && handle !== null && 'storeArea' in handle;
}

/** The deepest matched area and the URL it is mounted at. */
export function matchedStoreArea(matches: readonly UIMatch[]): { area: StoreArea; pathname: string } | null {
  for (let i = matches.length - 1; i >= 0; i--) {
    const match = matches[i];
    if (match && isStoreAreaHandle(match.handle)) return { area: match.handle.storeArea, pathname: match.pathname };
  }
  return null;
}

/** The tab a URL shows: the segment right after the area's own path, if a tab of the area owns it. */
export function currentTab(area: StoreArea, areaPathname: string, pathname: string): StoreTab | null {
  const first = pathname.slice(areaPathname.replace(/\/+$/, '').length).split('/').filter(Boolean)[0];
  if (first === undefined) return null;
  return area.tabs?.find((tab) => tab.path === first || tab.includes?.includes(first)) ?? null;
}
