import { type ErrorResponse, errorCodes } from '@store-console/contract';

/** An answer in the one error shape (`{status, code, message}`). */
export class AgentHttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: ErrorResponse['details'],
  ) {
    super(message);
  }

  body(): ErrorResponse {
    return {
      status: this.status,
      code: this.code,
      message: this.message,
      ...(this.details ? { details: this.details } : {}),
    };
  }
}

export const unauthorized = () => new AgentHttpError(401, errorCodes.unauthorized, 'The agent refused the key');
export const notFound = (message: string) => new AgentHttpError(404, errorCodes.notFound, message);
export const badRequest = (message: string, details?: ErrorResponse['details']) =>
  new AgentHttpError(400, errorCodes.validation, message, details);
export const databaseFailure = (message: string) => new AgentHttpError(502, errorCodes.agentError, message);
export const conflict = (message: string) => new AgentHttpError(409, errorCodes.conflict, message);
export const tooMany = (message: string) => new AgentHttpError(429, errorCodes.rateLimited, message);
