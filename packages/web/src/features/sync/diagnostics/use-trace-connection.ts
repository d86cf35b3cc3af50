import type { Client } from '@stomp/stompjs';
import {
  syncTraceFilterDestination,
  syncTraceFilterHeader,
  syncTracePath,
  syncTraceQueue,
  type TraceMessage,
  traceMessageSchema,
} from '@store-console/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { apiUrl } from '../../../api/client.ts';
import { getAccessToken } from '../../../api/session-store.ts';
import { listSyncSources, type SyncStoreRef } from '../../../api/sync-sources.ts';

export type TraceConnectionState = 'connecting' | 'connected' | 'failed';

/** Between attempts after a lost or refused connection. */
const reconnectDelayMs = 5000;

/** The trace WebSocket's address, same origin as the API: ws(s)://…/api/v1/sync/trace?token=… */
export function traceSocketUrl(token: string, location: Pick<Location, 'href'> = window.location): string {
  const url = new URL(apiUrl(syncTracePath, { token }), location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

/**
 * The Diagnostics tab's STOMP connection: connects with the access token
 * and the filter header, subscribes to the store's queue, hands each message to `onMessage`, and
 * sends a new filter with `applyFilter`. A lost or refused connection shows as failed and is retried
 * every 5 s; before a retry, one API call lets the API client refresh an expired access token (the
 * server ends a session when its token expires). stompjs is loaded with the tab.
 */
export function useTraceConnection(store: SyncStoreRef, onMessage: (message: TraceMessage) => void) {
  const [state, setState] = useState<TraceConnectionState>('connecting');
  const clientRef = useRef<Client | null>(null);
  const filterRef = useRef('');
  const onMessageRef = useRef(onMessage);
  onMessageRef.current = onMessage;

  useEffect(() => {
    let stopped = false;
    let failedOnce = false;
    let client: Client | null = null;
    const fail = () => {
      if (stopped) return;
      failedOnce = true;
      setState('failed');
    };
    void import('@stomp/stompjs').then(({ Client: StompClient }) => {
      if (stopped) return;
      client = new StompClient({
        reconnectDelay: reconnectDelayMs,
        heartbeatIncoming: 10_000,
        heartbeatOutgoing: 10_000,
        beforeConnect: async (self) => {
          if (failedOnce) {
            // Any authenticated call refreshes an expired access token; its answer is not needed.
            await listSyncSources(store).catch(() => undefined);
          }
          self.brokerURL = traceSocketUrl(getAccessToken() ?? '');
          self.connectHeaders = { [syncTraceFilterHeader]: filterRef.current };
        },
        onConnect: () => {
          if (stopped) return;
          client?.subscribe(syncTraceQueue(store.id), (message) => {
            const parsed = traceMessageSchema.safeParse(safeJson(message.body));
            if (parsed.success) onMessageRef.current(parsed.data);
          });
          setState('connected');
        },
        onStompError: fail,
        onWebSocketClose: fail,
        onWebSocketError: fail,
      });
      clientRef.current = client;
      client.activate();
    });
    return () => {
      stopped = true;
      clientRef.current = null;
      void client?.deactivate();
    };
  }, [store]);

  /** The new filter: sent at once when connected, and the CONNECT header of every reconnection. */
  const applyFilter = useCallback(
    (filter: string) => {
      filterRef.current = filter;
      const client = clientRef.current;
      if (client?.connected) client.publish({ destination: syncTraceFilterDestination(store.id), body: filter });
    },
    [store.id],
  );

  return { state, applyFilter };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
