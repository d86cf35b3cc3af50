import {
  errorResponseSchema,
  type Scheduler,
  scheduledRunSchema,
  schedulerReplySchema,
  storeSchema,
} from '@store-console/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { api } from '../../../../test/api.ts';
import { clientTokenHeaders, postStore, signedInOperators, testApp } from '../../../../test/helpers.ts';
import type { App } from '../../../app.ts';
import { runSchedulerTick } from '../jobs.ts';
import { syncScheduledRuns, syncSchedules, syncSources } from '../schema.ts';

type Headers = { authorization: string };
type Store = { id: number; storeId: string };

const everyDay: Scheduler['days'] = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'];
const allDay = { isActive: true, days: everyDay, startHour: 0, endHour: 23, frequency: 'ONE_MIN', tables: [] } as const;

/** Schedules through their routes, in the store's time zone, and the scheduler's minute tick. */
describe('sync schedules and the scheduler tick', () => {
  let app: App;
  let admin: Headers;
  let partner: Headers;
  let other: Headers;
  let berlin: Store;
  let berlinSource: number;
  let othersSource: number;

  async function sourceFor(store: Store, isActive = true): Promise<number> {
    const [row] = await app.ctx.db
      .insert(syncSources)
      .values({
        storeId: store.id,
        sourceType: 'Sage_X3',
        syncType: 'AGENT',
        dbType: 'POSTGRES',
        protocol: 'http',
        hostName: '127.0.0.1',
        port: 9,
        dbAlias: 'x3',
        dbSchema: 'SEED',
        isActive,
      })
      .returning();
    if (!row) throw new Error('no source');
    return row.id;
  }

  async function storeIn(headers: Headers, name: string, centreCode: string): Promise<Store> {
    const centres: { id: number; code: string }[] = (
      await app.inject({ url: '/api/v1/data_centers', headers: admin })
    ).json().content;
    const centre = centres.find((c) => c.code === centreCode);
    const created = await postStore(app, headers, name, { dataCentre: { id: centre?.id } });
    if (created.statusCode !== 201) throw new Error(created.body);
    return created.json();
  }

  const putSchedule = (sourceId: number, body: object, headers = partner) =>
    api(app, headers).put(`/sync/source/${sourceId}/schedule`, schedulerReplySchema, { body });

  beforeAll(async () => {
    app = await testApp();
    ({ admin, partner, other } = await signedInOperators(app, { username: 'other-schedule@example.com' }));
    berlin = await storeIn(partner, 'Schedule Berlin Shop', 'EU-FRA');
    berlinSource = await sourceFor(berlin);
    othersSource = await sourceFor(await storeIn(other, 'Schedule Other Shop', 'EU-FRA'));
  }, 60_000);
  afterEach(() => {
    vi.useRealTimers();
  });
  afterAll(async () => {
    await app?.close();
  });

  describe('routes', () => {
    it('reads the default, inactive schedule in the store’s zone before one is saved', async () => {
      const schedule = await api(app, partner).get(`/sync/source/${berlinSource}/schedule`, schedulerReplySchema);
      expect(schedule).toEqual({
        isActive: false,
        days: [],
        startHour: 0,
        endHour: 0,
        frequency: 'ONE_MIN',
        tables: [],
        timeZone: 'Europe/Berlin',
        nextDueAt: null,
      });
    });

    it("validates an active schedule with the product's messages", async () => {
      const invalid = async (body: object) =>
        (
          await api(app, partner).put(`/sync/source/${berlinSource}/schedule`, errorResponseSchema, {
            status: 400,
            body,
          })
        ).details?.map((d) => d.message);
      expect(await invalid({ ...allDay, days: [] })).toEqual(['Select at least one']);
      expect(await invalid({ ...allDay, startHour: 9, endHour: 9 })).toEqual(['end hour must be larger start hour']);
      expect(await invalid({ ...allDay, endHour: 24 })).toContain('Maximum value is 23');
      expect(await invalid({ ...allDay, startHour: -1 })).toContain('Minimum value is 0');
      expect(await invalid({ ...allDay, startHour: null })).toEqual(['Field is required']);
      expect(await invalid({ ...allDay, frequency: null })).toEqual(['Field is required']);
      // Inactive, anything goes: the form's fields are disabled.
      const off = await putSchedule(berlinSource, { ...allDay, isActive: false, days: [], endHour: 0 });
      expect(off).toMatchObject({ isActive: false, nextDueAt: null });
    });

    it('saves an active schedule with its next due time; GET reads the same', async () => {
      // Midday in Berlin: inside the 00–23 window whatever the hour the test runs (23:00–24:00 is outside).
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-11-25T11:00:30Z'));
      const saved = await putSchedule(berlinSource, { ...allDay, tables: ['ITMMASTER', 'ITMMASTER', 'SORDER'] });
      expect(saved.tables).toEqual(['ITMMASTER', 'SORDER']);
      const next = new Date(saved.nextDueAt ?? '').getTime();
      expect(next).toBeGreaterThan(Date.now() - 1000);
      expect(next).toBeLessThanOrEqual(Date.now() + 61_000);
      expect(await api(app, partner).get(`/sync/source/${berlinSource}/schedule`, schedulerReplySchema)).toEqual(saved);
    });

    it('computes the next due time in the store’s zone across the spring DST change', async () => {
      // Saturday 28 March 2026, 12:00 UTC; Berlin moves from UTC+1 to UTC+2 on Sunday at 01:00 UTC.
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-03-28T12:00:00Z'));
      const sunday = await putSchedule(berlinSource, {
        isActive: true,
        days: ['SUN'],
        startHour: 8,
        endHour: 9,
        frequency: 'ONE_HOUR',
        tables: [],
      });
      // 08:00 in Berlin on that Sunday is summer time: 06:00 UTC (07:00 UTC the week before).
      expect(sunday.nextDueAt).toBe('2026-03-29T06:00:00.000Z');
      // At 01:30 UTC that night Berlin's clock shows 03:30: 02:00–03:00 never happens.
      vi.setSystemTime(new Date('2026-03-29T00:30:00Z'));
      const night = await putSchedule(berlinSource, {
        isActive: true,
        days: ['SUN'],
        startHour: 2,
        endHour: 4,
        frequency: 'THIRTY_MIN',
        tables: [],
      });
      expect(night.nextDueAt).toBe('2026-03-29T01:00:00.000Z');
    });

    it('computes the next due time across the autumn DST change', async () => {
      // Sunday 25 October 2026: Berlin goes back from UTC+2 to UTC+1 at 01:00 UTC.
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-10-24T12:00:00Z'));
      const sunday = await putSchedule(berlinSource, {
        isActive: true,
        days: ['SUN'],
        startHour: 8,
        endHour: 9,
        frequency: 'ONE_HOUR',
        tables: [],
      });
      expect(sunday.nextDueAt).toBe('2026-10-25T07:00:00.000Z');
    });

    it("keeps other partners out and lets the store's client token in with sync:manage", async () => {
      await api(app, partner).get(`/sync/source/${othersSource}/schedule`, errorResponseSchema, { status: 404 });
      const missing = await api(app, partner).put(`/sync/source/999999/schedule`, errorResponseSchema, {
        status: 404,
        body: allDay,
      });
      expect(missing.message).toBe('Source 999999 not found');
      await api(app, other).put(`/sync/source/${berlinSource}/schedule`, errorResponseSchema, {
        status: 404,
        body: allDay,
      });
      const manage = await clientTokenHeaders(app, partner, berlin, ['sync:manage']);
      await api(app, manage).get(`/sync/source/${berlinSource}/schedule`, schedulerReplySchema);
      await api(app, manage).get(`/sync/source/${othersSource}/schedule`, errorResponseSchema, { status: 403 });
      const readOnly = await clientTokenHeaders(app, partner, berlin, ['store:read']);
      await api(app, readOnly).put(`/sync/source/${berlinSource}/schedule`, errorResponseSchema, {
        status: 403,
        body: allDay,
      });
      await api(app, admin).get(`/sync/source/${othersSource}/schedule`, schedulerReplySchema);
    });
  });

  describe('tick', () => {
    const dueAt = new Date('2026-11-23T09:00:00Z');
    const now = new Date('2026-11-23T09:00:30Z');
    let stores: Record<'live' | 'sync1' | 'closed' | 'inactiveSource', { store: Store; source: number }>;

    const makeDue = async () => {
      await app.ctx.db.execute(
        sql`UPDATE sync_schedules SET next_due_at = ${dueAt.toISOString()}::timestamptz WHERE is_active`,
      );
    };
    const runsOf = (sourceId: number) =>
      app.ctx.db.select().from(syncScheduledRuns).where(eq(syncScheduledRuns.sourceId, sourceId));

    beforeAll(async () => {
      await app.ctx.db.delete(syncSchedules);
      const make = async (name: string, sourceActive = true) => {
        const store = await storeIn(partner, name, 'EU-FRA');
        const source = await sourceFor(store, sourceActive);
        await putSchedule(source, allDay);
        return { store, source };
      };
      stores = {
        live: await make('Tick Live Shop'),
        sync1: await make('Tick Sync1 Shop'),
        closed: await make('Tick Closed Shop'),
        inactiveSource: await make('Tick Inactive Shop', false),
      };
      await api(app, partner).patch(`/store-manager/stores/${stores.sync1.store.id}/sync-version`, storeSchema, {
        body: JSON.stringify('SYNC_1'),
        headers: { 'content-type': 'application/json' },
      });
      await app.ctx.db.execute(sql`UPDATE stores SET status_type = 'DEACTIVATED' WHERE id = ${stores.closed.store.id}`);
    });

    it('records one run for each due schedule of a SYNC_2, open store with an active source, and moves every due schedule on', async () => {
      await makeDue();
      const result = await runSchedulerTick(app.ctx, now);
      expect(result).toEqual({ due: 4, recorded: 1 });
      const live = await runsOf(stores.live.source);
      expect(live.map((run) => run.dueAt.toISOString())).toEqual([dueAt.toISOString()]);
      for (const idle of [stores.sync1, stores.closed, stores.inactiveSource]) {
        expect(await runsOf(idle.source)).toEqual([]);
      }
      const schedules = await app.ctx.db.select().from(syncSchedules);
      for (const schedule of schedules) {
        // ONE_MIN all day: the next minute after the tick.
        expect(schedule.nextDueAt?.toISOString()).toBe('2026-11-23T09:01:00.000Z');
      }
      // Nothing is due until then.
      expect(await runSchedulerTick(app.ctx, now)).toEqual({ due: 0, recorded: 0 });
    });

    it('never records a due time twice (two replicas, or a tick run again)', async () => {
      await makeDue();
      const [first, second] = await Promise.all([runSchedulerTick(app.ctx, now), runSchedulerTick(app.ctx, now)]);
      expect((first?.recorded ?? 0) + (second?.recorded ?? 0)).toBe(0);
      expect(await runsOf(stores.live.source)).toHaveLength(1);
    });

    it('lists the recorded runs newest first, for the store only', async () => {
      const later = new Date('2026-11-23T09:05:00Z');
      await app.ctx.db.execute(
        sql`UPDATE sync_schedules SET next_due_at = ${later.toISOString()}::timestamptz WHERE source_id = ${stores.live.source}`,
      );
      expect(await runSchedulerTick(app.ctx, new Date('2026-11-23T09:05:10Z'))).toMatchObject({ recorded: 1 });
      const runs = await api(app, partner).get(
        `/sync/${stores.live.store.id}/schedule/runs`,
        scheduledRunSchema.array(),
      );
      expect(runs.map((run) => run.dueAt)).toEqual([later.toISOString(), dueAt.toISOString()]);
      expect(runs.every((run) => run.sourceId === stores.live.source && run.startedAt === null)).toBe(true);
      expect(
        await api(app, partner).get(`/sync/${stores.sync1.store.id}/schedule/runs`, scheduledRunSchema.array()),
      ).toEqual([]);
      await api(app, other).get(`/sync/${stores.live.store.id}/schedule/runs`, errorResponseSchema, { status: 404 });
    });

    it('stops recording once the store leaves SYNC_2, and an inactive schedule is never due', async () => {
      await api(app, partner).patch(`/store-manager/stores/${stores.live.store.id}/sync-version`, storeSchema, {
        body: JSON.stringify('NONE'),
        headers: { 'content-type': 'application/json' },
      });
      await makeDue();
      expect(await runSchedulerTick(app.ctx, now)).toMatchObject({ recorded: 0 });
      await putSchedule(stores.live.source, { ...allDay, isActive: false });
      const [schedule] = await app.ctx.db
        .select()
        .from(syncSchedules)
        .where(eq(syncSchedules.sourceId, stores.live.source));
      expect(schedule?.nextDueAt).toBeNull();
    });
  });
});
