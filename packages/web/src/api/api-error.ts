import type { ErrorResponse } from '@store-console/contract';

export type FieldError = NonNullable<ErrorResponse['details']>[number];

/** Codes the client itself produces when no server answer is available. */
export const clientErrorCodes = {
  timeout: 'ECONNABORTED',
  network: 'ENETWORK',
  badResponse: 'EBADRESPONSE',
} as const;

/** Every failed call rejects with this: the server's one error shape, or a client-side failure. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly reason: string | undefined;
  readonly details: FieldError[];

  constructor(init: ErrorResponse) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.reason = init.reason;
    this.details = init.details ?? [];
  }

  get isTimeout(): boolean {
    return this.code === clientErrorCodes.timeout;
  }
}

/** The text to show a user for any thrown value. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong';
}
