import type { ProviderEventKind } from '../../shared/schemas/insights.ts';

/**
 * Tells the server that a provider's page was seen or one of its contact links used (issue 15
 * item 3; decision 033). The server adds one to that day's count and keeps nothing about the
 * visitor: no cookie, no identifier. `keepalive` lets the report outlive a link that leaves the
 * page; a failure (offline, say) is of no concern to the person.
 */
export function reportProviderEvent(providerId: number, kind: ProviderEventKind): void {
  fetch(`/api/providers/${providerId}/events`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ kind }),
    keepalive: true,
  }).catch(() => {});
}
