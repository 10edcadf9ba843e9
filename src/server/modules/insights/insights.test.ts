import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INSIGHTS_DAYS } from '../../../shared/schemas/insights.ts';
import { providerDailyStats } from '../../db/schema/insights.ts';
import { signedInAdmin } from '../../test/personas.ts';
import {
  nextAddress,
  referenceIds,
  signedInActiveProvider,
  signedInProvider,
} from '../../test/provider-fixtures.ts';
import { createTestApp } from '../../test/test-app.ts';

/**
 * Issue 15 item 3 (decision 033): page views and contact clicks, counted per day on the server
 * with no visitor data, read by the provider and by the back-office.
 */
let test: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  test = await createTestApp();
});
afterAll(async () => test?.close());

const db = () => test.database.db;
const sendEvent = (
  id: number | string,
  payload: unknown,
  options: { ip?: string; cookie?: string } = {},
) =>
  test.app.inject({
    method: 'POST',
    url: `/api/providers/${id}/events`,
    payload: payload as object,
    remoteAddress: options.ip ?? nextAddress(),
    headers: options.cookie ? { cookie: options.cookie } : {},
  });
const todayInBrazil = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());

const activeProvider = () => signedInActiveProvider(test.app, db());
const myInsights = (cookie: string) =>
  test.app.inject({ url: '/api/me/provider/insights', headers: { cookie } });

describe('provider events', () => {
  it('refuses bad input in Portuguese and counts nothing', async () => {
    const provider = await activeProvider();
    for (const [payload, message] of [
      [{ kind: 'click' }, 'Tipo de evento inválido.'],
      [{}, 'Tipo de evento inválido.'],
      [{ kind: 'view', visitor: 'abc' }, 'Dados inválidos.'],
    ] as const) {
      const response = await sendEvent(provider.providerId, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(message);
    }
    expect((await sendEvent('abc', { kind: 'view' })).statusCode).toBe(400);
    const unknown = await sendEvent(99_999_999, { kind: 'view' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('Conveniado não encontrado');
    expect(
      await db()
        .select()
        .from(providerDailyStats)
        .where(eq(providerDailyStats.providerId, provider.providerId)),
    ).toEqual([]);
  });

  it('counts an active provider only', async () => {
    const pending = await signedInProvider(test.app, db(), await referenceIds(db()));
    expect((await sendEvent(pending.providerId, { kind: 'view' })).statusCode).toBe(404);
  });

  it('counts views and each contact link per day, which the provider reads for the last 30 days', async () => {
    const provider = await activeProvider();
    const kinds = ['view', 'view', 'view', 'whatsapp', 'whatsapp', 'phone', 'map'];
    const answers = await Promise.all(
      kinds.map((kind) => sendEvent(provider.providerId, { kind })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(kinds.map(() => 204));

    const response = await myInsights(provider.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const insights = response.json();
    expect(insights.days).toHaveLength(INSIGHTS_DAYS);
    expect(insights.days.at(-1)).toEqual({
      day: todayInBrazil(),
      views: 3,
      whatsapp: 2,
      phone: 1,
      map: 1,
    });
    expect(insights.days.slice(0, -1).every((day: { views: number }) => day.views === 0)).toBe(
      true,
    );
    expect(insights.totals).toEqual({ views: 3, whatsapp: 2, phone: 1, map: 1 });
    const [row] = await db()
      .select()
      .from(providerDailyStats)
      .where(eq(providerDailyStats.providerId, provider.providerId));
    // Counts only: nothing about who looked.
    expect(Object.keys(row!).sort()).toEqual(
      ['day', 'mapClicks', 'phoneClicks', 'providerId', 'views', 'whatsappClicks'].sort(),
    );
  });

  it("does not count the provider's own visits", async () => {
    const provider = await activeProvider();
    expect(
      (await sendEvent(provider.providerId, { kind: 'view' }, { cookie: provider.cookie }))
        .statusCode,
    ).toBe(204);
    expect((await myInsights(provider.cookie)).json().totals.views).toBe(0);
  });

  it('stops counting one browser after 30 events an hour, answering the same', async () => {
    const provider = await activeProvider();
    const ip = nextAddress();
    for (let index = 0; index < 35; index += 1) {
      expect((await sendEvent(provider.providerId, { kind: 'view' }, { ip })).statusCode).toBe(204);
    }
    expect((await myInsights(provider.cookie)).json().totals.views).toBe(30);
  });

  it('shows the same figures to the back-office, and 404 for an unknown provider', async () => {
    const provider = await activeProvider();
    await sendEvent(provider.providerId, { kind: 'map' });
    const admin = await signedInAdmin(test.app, db(), ['providers:read']);
    const read = (id: number) =>
      test.app.inject({
        url: `/api/admin/providers/${id}/insights`,
        headers: { cookie: admin.cookie },
      });
    expect((await read(provider.providerId)).json().totals).toEqual({
      views: 0,
      whatsapp: 0,
      phone: 0,
      map: 1,
    });
    const unknown = await read(99_999_999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('Conveniado não encontrado');
  });
});
