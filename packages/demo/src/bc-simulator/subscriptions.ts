import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { entitySets } from './data.ts';
import { ApiError } from './entities.ts';
import type { Change, SimulatorStore, Subscription } from './store.ts';

/**
 * Webhook subscriptions as Business Central keeps them: created and renewed only after the
 * notification URL echoes a validation token, valid for three days, and notified (best effort,
 * batched) when an entity of the subscribed collection is created, updated or deleted.
 */

export type SubscriptionSettings = {
  now: () => number;
  handshakeTimeoutMs: number;
  /** Business Central batches changes for about 30 s; the simulator waits this long. */
  notificationDelayMs: number;
  lifetimeMs: number;
};

type Notification = {
  subscriptionId: string;
  clientState: string;
  expirationDateTime: string;
  resource: string;
  changeType: string;
  lastModifiedDateTime: string;
};

/** More changes than this in one batch become one 'collection' notification, as in Business Central. */
const collectionThreshold = 100;

const bad = (message: string) => new ApiError(400, 'BadRequest', message);
const subscriptionEtag = (s: Subscription) =>
  `W/"${Buffer.from(`${s.subscriptionId};${s.version}`).toString('base64')}"`;

export class SubscriptionService {
  private pending = new Map<string, Notification[]>();
  private timers = new Set<NodeJS.Timeout>();
  /** Deliveries and their outcome, newest last (for tests and the curious). */
  readonly deliveries: { subscriptionId: string; status: number | string; count: number }[] = [];

  constructor(
    private readonly store: SimulatorStore,
    private readonly settings: SubscriptionSettings,
  ) {
    store.onChange((change) => this.changed(change));
  }

  live(): Subscription[] {
    const now = this.settings.now();
    const before = this.store.subscriptions.length;
    this.store.subscriptions = this.store.subscriptions.filter((s) => Date.parse(s.expirationDateTime) > now);
    if (this.store.subscriptions.length !== before) this.store.scheduleSave();
    return this.store.subscriptions;
  }

  find(id: string): Subscription {
    const found = this.live().find((s) => s.subscriptionId === id);
    if (!found) throw new ApiError(404, 'BadRequest_NotFound', `The subscription '${id}' does not exist.`);
    return found;
  }

  private resourceOf(value: unknown): string {
    const text = typeof value === 'string' ? value : '';
    const match = /api\/v2\.0\/companies\(([^)]+)\)\/([A-Za-z]+)\/?$/.exec(text);
    const set = entitySets.find((s) => s === match?.[2]);
    if (!match?.[1] || !set || !this.store.company(match[1])) {
      throw bad(`The resource '${text}' is not valid: give /api/v2.0/companies({id})/{entity set}.`);
    }
    return `/api/v2.0/companies(${match[1]})/${set}`;
  }

  private async handshake(notificationUrl: string) {
    const token = randomUUID();
    const url = new URL(notificationUrl);
    url.searchParams.set('validationToken', token);
    let answer: { status: number; body: string };
    try {
      const response = await fetch(url, {
        method: 'POST',
        signal: AbortSignal.timeout(this.settings.handshakeTimeoutMs),
      });
      answer = { status: response.status, body: (await response.text()).trim() };
    } catch (error) {
      throw bad(`The notification URL did not answer the validation request: ${(error as Error).message}`);
    }
    if (answer.status !== 200 || (answer.body !== token && answer.body !== JSON.stringify(token))) {
      throw bad(
        `The notification URL did not echo the validation token (it answered ${answer.status}); the subscription was not saved.`,
      );
    }
  }

  async create(body: unknown): Promise<Subscription> {
    const input = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
    const notificationUrl = typeof input.notificationUrl === 'string' ? input.notificationUrl : '';
    if (!/^https?:\/\//.test(notificationUrl) || !URL.canParse(notificationUrl)) {
      throw bad('notificationUrl must be an http or https URL.');
    }
    const resource = this.resourceOf(input.resource);
    const clientState = typeof input.clientState === 'string' ? input.clientState : '';
    await this.handshake(notificationUrl);
    const now = this.settings.now();
    const subscription: Subscription = {
      subscriptionId: randomUUID().replaceAll('-', ''),
      notificationUrl,
      resource,
      clientState,
      expirationDateTime: new Date(now + this.settings.lifetimeMs).toISOString(),
      lastModifiedDateTime: new Date(now).toISOString(),
      version: 1,
    };
    this.live().push(subscription);
    this.store.scheduleSave();
    return subscription;
  }

  /** PATCH renews (handshake again, three more days); notificationUrl and clientState may change. */
  async renew(id: string, body: unknown, ifMatch: string | undefined): Promise<Subscription> {
    const subscription = this.find(id);
    if (ifMatch && ifMatch !== '*' && ifMatch !== subscriptionEtag(subscription)) {
      throw new ApiError(412, 'Request_EntityChanged', 'Another user has already changed the record.');
    }
    const input = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
    const notificationUrl =
      typeof input.notificationUrl === 'string' ? input.notificationUrl : subscription.notificationUrl;
    if (!/^https?:\/\//.test(notificationUrl) || !URL.canParse(notificationUrl)) {
      throw bad('notificationUrl must be an http or https URL.');
    }
    if (input.resource !== undefined && this.resourceOf(input.resource) !== subscription.resource) {
      throw bad('The resource of a subscription cannot change; delete it and subscribe again.');
    }
    await this.handshake(notificationUrl);
    const now = this.settings.now();
    Object.assign(subscription, {
      notificationUrl,
      clientState: typeof input.clientState === 'string' ? input.clientState : subscription.clientState,
      expirationDateTime: new Date(now + this.settings.lifetimeMs).toISOString(),
      lastModifiedDateTime: new Date(now).toISOString(),
      version: subscription.version + 1,
    });
    this.store.scheduleSave();
    return subscription;
  }

  remove(id: string, ifMatch: string | undefined) {
    const subscription = this.find(id);
    if (ifMatch && ifMatch !== '*' && ifMatch !== subscriptionEtag(subscription)) {
      throw new ApiError(412, 'Request_EntityChanged', 'Another user has already changed the record.');
    }
    this.store.subscriptions = this.store.subscriptions.filter((s) => s !== subscription);
    this.store.scheduleSave();
  }

  private changed(change: Change) {
    const collection = `/api/v2.0/companies(${change.companyId})/${change.set}`;
    for (const subscription of this.live().filter((s) => s.resource === collection)) {
      const queue = this.pending.get(subscription.subscriptionId) ?? [];
      queue.push({
        subscriptionId: subscription.subscriptionId,
        clientState: subscription.clientState,
        expirationDateTime: subscription.expirationDateTime,
        resource: `api/v2.0/companies(${change.companyId})/${change.set}(${change.id})`,
        changeType: change.changeType,
        lastModifiedDateTime: change.at,
      });
      if (queue.length > 1) continue;
      this.pending.set(subscription.subscriptionId, queue);
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        void this.deliver(subscription);
      }, this.settings.notificationDelayMs);
      timer.unref();
      this.timers.add(timer);
    }
  }

  private async deliver(subscription: Subscription) {
    let batch = this.pending.get(subscription.subscriptionId) ?? [];
    this.pending.delete(subscription.subscriptionId);
    const [first] = batch;
    if (!first) return;
    if (batch.length > collectionThreshold) {
      batch = [{ ...first, resource: subscription.resource.slice(1), changeType: 'collection' }];
    }
    try {
      const response = await fetch(subscription.notificationUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ value: batch }),
        signal: AbortSignal.timeout(10_000),
      });
      await response.arrayBuffer();
      this.deliveries.push({
        subscriptionId: subscription.subscriptionId,
        status: response.status,
        count: batch.length,
      });
    } catch (error) {
      // Best effort, as Business Central: a subscriber that does not answer misses this batch.
      this.deliveries.push({
        subscriptionId: subscription.subscriptionId,
        status: (error as Error).message,
        count: batch.length,
      });
    }
    if (this.deliveries.length > 1000) this.deliveries.splice(0, this.deliveries.length - 1000);
  }

  close() {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }
}

export function presentSubscription(s: Subscription) {
  const { version: _version, ...fields } = s;
  return { '@odata.etag': subscriptionEtag(s), ...fields };
}

export async function subscriptionRequest(
  service: SubscriptionService,
  request: FastifyRequest,
  reply: FastifyReply,
  base: string,
  key: string | null,
) {
  const context = `${base}/$metadata#subscriptions`;
  const ifMatch = typeof request.headers['if-match'] === 'string' ? request.headers['if-match'] : undefined;
  if (!key && request.method === 'GET') {
    return { '@odata.context': context, value: service.live().map((s) => presentSubscription(s)) };
  }
  if (!key && request.method === 'POST') {
    const created = await service.create(request.body);
    reply.code(201).header('location', `${base}/subscriptions('${created.subscriptionId}')`);
    return { '@odata.context': `${context}/$entity`, ...presentSubscription(created) };
  }
  if (key && request.method === 'GET') {
    return { '@odata.context': `${context}/$entity`, ...presentSubscription(service.find(key)) };
  }
  if (key && request.method === 'PATCH') {
    const renewed = await service.renew(key, request.body, ifMatch);
    return { '@odata.context': `${context}/$entity`, ...presentSubscription(renewed) };
  }
  if (key && request.method === 'DELETE') {
    service.remove(key, ifMatch);
    return reply.code(204).send();
  }
  throw new ApiError(405, 'BadRequest_MethodNotAllowed', 'Not allowed.');
}
