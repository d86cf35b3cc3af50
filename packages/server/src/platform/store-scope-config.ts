import type { SQL } from 'drizzle-orm';

/** Where a request names its store: a database id in the path, the query string or the body. */
export type StoreLocation = {
  in: 'params' | 'query' | 'body';
  key: string;
  /** The id names another entity of the store (a backup…); `ref` gives the store behind it. */
  via?: {
    entity: string;
    ref: (id: number) => SQL;
    /** The entity's ids when they are not int4 (exchanges are bigint): its own schema. */
    id?: { safeParse(value: unknown): { success: true; data: number } | { success: false } };
  };
};

export type StoreScopeConfig = {
  from: StoreLocation;
  /**
   * Which store statuses the route refuses: `deleted` (the default) answers 404 for a DELETED store,
   * `closed` also 409 for DEACTIVATING, DEACTIVATED and DELETING, `none` serves any status
   * (reading a deleted store's history and backups).
   */
  refuse?: 'deleted' | 'closed' | 'none';
  /**
   * A query or body field naming the environment: when it names a peer installation, the id is that
   * installation's and nothing local is resolved; the handler reads the peer (SUPER_ADMIN only).
   */
  environment?: { in: 'query' | 'body'; key: string };
  /**
   * A client token's own store may come from the scope's memory (`KeptStores`) rather than a query:
   * for routes in the path of every call a store's programs make (the gateway's execute).
   */
  fromMemory?: true;
};
