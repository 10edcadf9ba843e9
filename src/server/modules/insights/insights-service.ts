import {
  INSIGHTS_DAYS,
  type ProviderEventKind,
  type ProviderInsights,
} from '../../../shared/schemas/insights.ts';
import type { Database } from '../../db/database.ts';
import { NotFoundError, TooManyRequestsError } from '../../http/errors.ts';
import type { Limit, RateLimiter } from '../rate-limit/rate-limiter.ts';
import { insightsRepository } from './insights-repository.ts';

/**
 * One browser reports at most this many events a provider in an hour; more are answered the
 * same (204) and not counted, so a script cannot inflate a page's figures nor learn that it
 * stopped counting.
 */
export const EVENTS_PER_VISITOR: Limit = {
  perIp: true,
  max: 30,
  windowSeconds: 3600,
  message: 'Muitos eventos deste endereço.',
};

/** POST /api/providers/:id/events (decision 033). */
export async function recordProviderEvent(
  deps: { db: Database; limiter: RateLimiter },
  event: { providerId: number; kind: ProviderEventKind; viewerId: string | null; ip: string },
): Promise<void> {
  try {
    await deps.limiter.hit(`provider-events:${event.ip}:${event.providerId}`, EVENTS_PER_VISITOR);
  } catch (error) {
    if (error instanceof TooManyRequestsError) return;
    throw error;
  }
  const outcome = await insightsRepository.record(deps.db, event);
  if (outcome === 'missing') throw new NotFoundError('Conveniado não encontrado');
}

/** The last INSIGHTS_DAYS days of a provider, with their totals. */
export async function providerInsights(
  db: Database,
  providerId: number,
): Promise<ProviderInsights> {
  const days = await insightsRepository.series(db, providerId, INSIGHTS_DAYS);
  const totals = { views: 0, whatsapp: 0, phone: 0, map: 0 };
  for (const day of days) {
    totals.views += day.views;
    totals.whatsapp += day.whatsapp;
    totals.phone += day.phone;
    totals.map += day.map;
  }
  return { days, totals };
}
