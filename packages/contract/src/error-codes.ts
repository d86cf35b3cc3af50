/** The error codes of the one error shape (errors.ts) and the spec's messages: plain data, without zod. */

export const errorCodes = {
  validation: '4000-validation',
  emailNotVerified: '4001-email-not-verified',
  /** Webhook subscriptions asked of a store whose ERP type is not Business Central. */
  notBusinessCentral: '4002-not-business-central',
  unauthorized: '4011-unauthorized',
  forbidden: '4031-forbidden',
  reauthRequired: '4032-reauth-required',
  wrongPassword: '4033-wrong-password',
  notFound: '4041-not-found',
  conflict: '4091-conflict',
  gatewayDisabled: '4095-gateway-disabled',
  alreadyEnrolled: '4092-already-enrolled',
  maxFactors: '4093-max-factors',
  payloadTooLarge: '4131-payload-too-large',
  uriTooLong: '4141-uri-too-long',
  unsupportedMediaType: '4151-unsupported-media-type',
  rangeNotSatisfiable: '4161-range-not-satisfiable',
  transformFailed: '4221-transform-failed',
  rateLimited: '4291-rate-limited',
  internal: '5001-internal',
  environmentUnreachable: '5021-environment-unreachable',
  environmentError: '5022-environment-error',
  upstreamError: '5023-upstream-error',
  responseTransformFailed: '5024-response-transform-failed',
  /** The source's agent did not answer (refused, unknown host, TLS failure): the message names which. */
  agentUnreachable: '5025-agent-unreachable',
  /** The agent answered with an error (its key refused: 'The agent refused the key'; a database error…). */
  agentError: '5026-agent-error',
  notReady: '5031-not-ready',
  upstreamTimeout: '5041-upstream-timeout',
  /** The agent did not answer within the 20 s budget. */
  agentTimeout: '5042-agent-timeout',
} as const;
export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];

export const messages = {
  badCredentials: 'Bad credentials',
  required: 'Required',
  invalidEmail: 'Invalid email address',
  passwordsDontMatch: 'Passwords dont match',
  tokenCopied: 'token copied',
  storeNameTaken: 'The store name is taken',
  wrongPassword: 'Wrong password!',
  wrongStoreUrl: 'Please provide the correct Store URL to continue',
} as const;
