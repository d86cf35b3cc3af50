import type {
  CapturePolicy,
  GatewayContentType,
  InterfaceParts,
  OperationDefinition,
  OperationRef,
  Transform,
  TransformType,
} from '@store-console/contract';
import type { StoredConnection, StoredSecrets } from './schema.ts';

/**
 * The seams between the gateway's parts: the integrations service resolves what to run, the
 * transforms run steps, execution calls the upstream and writes the exchange log.
 */

/**
 * Everything execution needs about one operation of one store's integration, secrets opened (the
 * integration's secret settings are merged into `integration.settings`). Placeholders take
 * `placeholderValues(resolved)` (resolve.ts): catalogue < store gateway < integration < override.
 */
export type ResolvedOperation = {
  store: { id: number; storeId: string; statusType: string };
  gateway: { enabled: boolean; settings: Record<string, string> };
  integration: {
    id: number;
    name: string;
    enabled: boolean;
    parts: InterfaceParts;
    connection: StoredConnection;
    secrets: StoredSecrets;
    settings: Record<string, string>;
    capture: CapturePolicy;
  };
  operation: {
    name: string;
    enabled: boolean;
    /** True when the store overrides the catalogue's definition. */
    override: boolean;
    ref: OperationRef;
    definition: OperationDefinition;
    /** The catalogue levels' settings merged with the override's (most specific wins). */
    settings: Record<string, string>;
    /** The catalogue levels' settings alone (provider … operation merged): defaults below the store's. */
    catalogueSettings: Record<string, string>;
    /** The override's settings alone ({} without one): above everything else. */
    overrideSettings: Record<string, string>;
  };
};

/** A body moving through the transforms: text, and what it is. */
export type Payload = { body: string; contentType: GatewayContentType | string };

export type TransformStepResult = {
  index: number;
  type: TransformType;
  description: string;
  output: string | null;
  contentType: string;
  durationMs: number;
  error: string | null;
};

export type TransformRun =
  | { ok: true; output: Payload; steps: TransformStepResult[] }
  | { ok: false; steps: TransformStepResult[]; failedStep: number; error: string };

/** A log a transform's own messages go to, as field values (transforms/transform-log.ts). */
export type TransformLogger = {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
};

/**
 * Whose share of the transform workers the steps take (`store:<id>`, `preview:<operator>`) and where
 * their messages are logged.
 */
export type TransformOptions = {
  share: string;
  log?: TransformLogger | undefined;
  /** The most characters all steps' outputs may have together (the playground replies with each). */
  totalOutputChars?: number;
};

/** Runs steps in order; a failing step stops the run and says which step and why. */
export type RunTransforms = (
  transforms: Transform[],
  input: Payload,
  options?: TransformOptions,
) => Promise<TransformRun>;
