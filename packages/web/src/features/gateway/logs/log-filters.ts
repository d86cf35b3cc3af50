import { gatewayLogSearchMinLength, gatewayTexts } from '@store-console/contract';
import type { GatewayLogParams } from '../../../api/gateway-logs.ts';

/**
 * The logs screen's state as the URL holds it: `page` (1-based, as the log API counts),
 * `integration`, `operation`, `q` (the search) and `exchange` (the one expanded row). Left out of the
 * URL when at their defaults, so links stay short.
 */
export interface LogFilters {
  page: number;
  integration: string;
  operation: string;
  q: string;
  exchange: number | null;
}

export type LogFilterChange =
  | { page: number }
  | { integration: string }
  | { operation: string }
  | { q: string }
  | { exchange: number | null };

const keys = ['page', 'integration', 'operation', 'q', 'exchange'] as const;

function positiveInt(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  const parsed = Number(value);
  return Number.isSafeInteger(parsed) && parsed > 0 ? parsed : null;
}

export function parseLogFilters(params: URLSearchParams): LogFilters {
  const integration = params.get('integration') ?? '';
  return {
    page: positiveInt(params.get('page')) ?? 1,
    integration,
    // The operations dropdown exists only once an integration is chosen.
    operation: integration ? (params.get('operation') ?? '') : '',
    q: params.get('q') ?? '',
    exchange: positiveInt(params.get('exchange')),
  };
}

/**
 * The reset rules: choosing an integration goes to the first page and clears the search and the
 * operation; choosing an operation goes to the first page and clears the search; a search goes to
 * the first page and clears integration and operation. Any change of the rows shown closes the
 * expanded exchange (it may no longer be among them).
 */
export function applyLogChange(current: LogFilters, change: LogFilterChange): LogFilters {
  if ('integration' in change) {
    return { page: 1, integration: change.integration, operation: '', q: '', exchange: null };
  }
  if ('operation' in change) {
    return { ...current, page: 1, operation: change.operation, q: '', exchange: null };
  }
  if ('q' in change) {
    return { page: 1, integration: '', operation: '', q: change.q.trim(), exchange: null };
  }
  if ('page' in change) return { ...current, page: pageFromInput(change.page), exchange: null };
  return { ...current, exchange: change.exchange };
}

/** The URL's params with the logs state written in (other params kept). */
export function writeLogFilters(params: URLSearchParams, filters: LogFilters): URLSearchParams {
  const result = new URLSearchParams(params);
  const values: Record<(typeof keys)[number], string> = {
    page: filters.page > 1 ? String(filters.page) : '',
    integration: filters.integration,
    operation: filters.operation,
    q: filters.q,
    exchange: filters.exchange === null ? '' : String(filters.exchange),
  };
  for (const key of keys) {
    if (values[key]) result.set(key, values[key]);
    else result.delete(key);
  }
  return result;
}

/** The page number input: minimum 1; zero, anything below it or no number is the first page. */
export function pageFromInput(value: number | string): number {
  const page = typeof value === 'number' ? value : Number.parseInt(value, 10);
  if (!Number.isFinite(page) || page < 1) return 1;
  return Math.floor(page);
}

/** A search of 1 or 2 characters is refused with its message (and not sent); empty clears it. */
export function searchProblem(text: string): string | null {
  const length = text.trim().length;
  return length > 0 && length < gatewayLogSearchMinLength ? gatewayTexts.searchTooShort : null;
}

export function toLogParams(filters: LogFilters): GatewayLogParams {
  return {
    page: filters.page,
    integrationName: filters.integration,
    operationName: filters.operation,
    searchTerm: filters.q,
  };
}
