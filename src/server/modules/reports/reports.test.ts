import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_MESSAGES as M } from '../../../shared/schemas/reports.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { providerReports } from '../../db/schema/reports.ts';
import { signedInAdmin } from '../../test/personas.ts';
import { nextAddress, signedInActiveProvider } from '../../test/provider-fixtures.ts';
import { createTestApp } from '../../test/test-app.ts';

/**
 * Issue 15 item 2 (decision 034): visitors report wrong information on a provider's page; the
 * back-office resolves the reports with a note; the provider sees the open ones.
 */
let test: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  test = await createTestApp();
});
afterAll(async () => test?.close());

const db = () => test.database.db;
const sendReport = (id: number | string, payload: unknown, ip = nextAddress()) =>
  test.app.inject({
    method: 'POST',
    url: `/api/providers/${id}/reports`,
    payload: payload as object,
    remoteAddress: ip,
  });
const activeProvider = () => signedInActiveProvider(test.app, db());
const storedFor = (providerId: number) =>
  db().select().from(providerReports).where(eq(providerReports.providerId, providerId));

describe('reporting wrong information', () => {
  it('refuses bad input in Portuguese and stores nothing', async () => {
    const provider = await activeProvider();
    const cases: [unknown, string][] = [
      [{}, M.reason],
      [{ reason: 'spam' }, M.reason],
      [{ reason: 'other' }, M.detailsRequired],
      [{ reason: 'other', details: '   ' }, M.detailsRequired],
      [{ reason: 'phone', details: 'x'.repeat(501) }, M.details],
      [{ reason: 'phone', email: 'a@b.c' }, 'Dados inválidos.'],
    ];
    for (const [payload, message] of cases) {
      const response = await sendReport(provider.providerId, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error.message).toBe(message);
    }
    expect(await storedFor(provider.providerId)).toEqual([]);
    const unknown = await sendReport(99_999_999, { reason: 'phone' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('Conveniado não encontrado');
  });

  it('stores a report with nothing about who sent it, and limits one address to 5 an hour', async () => {
    const provider = await activeProvider();
    const ip = nextAddress();
    const sent = await sendReport(
      provider.providerId,
      { reason: 'phone', details: ' Não atende. ' },
      ip,
    );
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toEqual({ message: M.sent });
    const [row] = await storedFor(provider.providerId);
    expect(row).toMatchObject({ reason: 'phone', details: 'Não atende.', status: 'open' });
    expect(Object.keys(row!).sort()).toEqual(
      [
        'createdAt',
        'details',
        'id',
        'providerId',
        'reason',
        'resolutionNote',
        'resolvedAt',
        'resolvedBy',
        'status',
      ].sort(),
    );
    for (let index = 0; index < 4; index += 1) {
      expect((await sendReport(provider.providerId, { reason: 'closed' }, ip)).statusCode).toBe(
        201,
      );
    }
    const limited = await sendReport(provider.providerId, { reason: 'closed' }, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toBe(M.tooMany);
    expect(await storedFor(provider.providerId)).toHaveLength(5);
  });

  it("answers a robot's form (the hidden field filled) the same, storing nothing", async () => {
    const provider = await activeProvider();
    const response = await sendReport(provider.providerId, {
      reason: 'address',
      website: 'https://spam.example',
    });
    expect(response.statusCode).toBe(201);
    expect(await storedFor(provider.providerId)).toEqual([]);
  });

  it('shows the provider its open reports, and the back-office resolves them once, audited', async () => {
    const provider = await activeProvider();
    await sendReport(provider.providerId, { reason: 'address', details: 'Mudou de endereço.' });
    const own = await test.app.inject({
      url: '/api/me/provider/reports',
      headers: { cookie: provider.cookie },
    });
    expect(own.json().reports).toEqual([
      expect.objectContaining({ reason: 'address', details: 'Mudou de endereço.' }),
    ]);
    const reportId = own.json().reports[0].id as number;

    const reader = await signedInAdmin(test.app, db(), ['reports:read']);
    const list = await test.app.inject({
      url: '/api/admin/reports?status=open',
      headers: { cookie: reader.cookie },
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().items).toContainEqual(
      expect.objectContaining({
        id: reportId,
        providerId: provider.providerId,
        providerName: provider.body.companyName,
        status: 'open',
      }),
    );

    const editor = await signedInAdmin(test.app, db(), ['reports:read', 'reports:update']);
    const resolve = (payload: object) =>
      test.app.inject({
        method: 'PATCH',
        url: `/api/admin/reports/${reportId}`,
        payload,
        headers: { cookie: editor.cookie },
      });
    expect((await resolve({ note: '  ' })).json().error.message).toBe(M.note);
    expect((await resolve({ note: 'ok', status: 'open' })).json().error.message).toBe(
      'Dados inválidos.',
    );
    const done = await resolve({ note: 'Endereço atualizado com o conveniado.' });
    expect(done.json()).toEqual({ message: M.resolved });
    const again = await resolve({ note: 'De novo.' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(M.alreadyResolved);

    const [row] = await db().select().from(providerReports).where(eq(providerReports.id, reportId));
    expect(row).toMatchObject({
      status: 'resolved',
      resolutionNote: 'Endereço atualizado com o conveniado.',
      resolvedBy: editor.id,
    });
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(reportId)));
    expect(entry).toMatchObject({ action: 'report.resolved', entityType: 'report' });
    const afterwards = await test.app.inject({
      url: '/api/me/provider/reports',
      headers: { cookie: provider.cookie },
    });
    expect(afterwards.json().reports).toEqual([]);
    const unknown = await test.app.inject({
      method: 'PATCH',
      url: '/api/admin/reports/99999999',
      payload: { note: 'x' },
      headers: { cookie: editor.cookie },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(M.notFound);
  });

  it('counts the open reports on the dashboard', async () => {
    const admin = await signedInAdmin(test.app, db(), []);
    const before = (
      await test.app.inject({ url: '/api/admin/dashboard', headers: { cookie: admin.cookie } })
    ).json();
    const provider = await activeProvider();
    await sendReport(provider.providerId, { reason: 'closed' });
    const after = (
      await test.app.inject({ url: '/api/admin/dashboard', headers: { cookie: admin.cookie } })
    ).json();
    expect(after.stats.openReports).toBe(before.stats.openReports + 1);
  });
});
