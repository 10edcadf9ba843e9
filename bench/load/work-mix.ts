import type { PublicRequest } from '../search/public-traffic.ts';
import type { PlannedRequest } from './open-loop-types.ts';
import type { Account, ProviderAccount, Session } from './personas.ts';

/**
 * Share of each kind of request among all arrivals (sums to 1). Public traffic is 90 % and keeps
 * its own 70 : 25 : 5 of searches, provider pages and the home page (public-traffic.ts); the
 * rest is people signed in: the interface asks /api/me on every load, a few save their name, the
 * providers read and save their profile, an administrator pages through the pending providers
 * and approves them, and some sign in (argon2: the dearest request the server has).
 */
export const WORK_MIX = {
  publico: 0.9,
  'pessoa-le-me': 0.05,
  'pessoa-salva-nome': 0.008,
  'conveniado-le-perfil': 0.015,
  'conveniado-salva-perfil': 0.004,
  'admin-lista': 0.015,
  'admin-aprova': 0.003,
  login: 0.005,
} as const;
type WorkKind = keyof typeof WORK_MIX;

export type Cast = {
  users: (Session & { account: Account })[];
  providers: (Session & { account: ProviderAccount })[];
  admin: Session;
};

/** mulberry32, as mixed-queries.ts: the same plan at every run. */
function generator(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * `count` requests in WORK_MIX's proportions. Public ones are taken from `traffic` in turn
 * (starting at `cursor.public`); approvals take the next of `pendingIds` (`cursor.pending`), so
 * no provider is approved twice across the plans of one run. The cursor is advanced.
 */
export function workPlan(
  count: number,
  traffic: readonly PublicRequest[],
  cast: Cast,
  pendingIds: readonly number[],
  cursor: { public: number; pending: number; serial: number },
  seed: number,
): PlannedRequest[] {
  const random = generator(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const kinds = Object.entries(WORK_MIX) as [WorkKind, number][];
  const kindOf = (): WorkKind => {
    let roll = random();
    for (const [kind, share] of kinds) {
      roll -= share;
      if (roll < 0) return kind;
    }
    return 'publico';
  };
  const as = (session: Session) => ({
    cookie: session.cookie,
    'x-forwarded-for': session.address,
  });
  const make = (kind: WorkKind): PlannedRequest => {
    cursor.serial += 1;
    switch (kind) {
      case 'publico': {
        const request = traffic[cursor.public % traffic.length]!;
        cursor.public += 1;
        return { kind: request.kind, path: request.path };
      }
      case 'pessoa-le-me':
        return { kind, path: '/api/me', headers: as(pick(cast.users)) };
      case 'pessoa-salva-nome':
        return {
          kind,
          method: 'PATCH',
          path: '/api/me',
          headers: as(pick(cast.users)),
          body: { name: `Pessoa da Carga ${cursor.serial}` },
        };
      case 'conveniado-le-perfil':
        return { kind, path: '/api/me/provider', headers: as(pick(cast.providers)) };
      case 'conveniado-salva-perfil': {
        const provider = pick(cast.providers);
        return {
          kind,
          method: 'PUT',
          path: '/api/me/provider',
          headers: as(provider),
          body: {
            ...provider.account.profile,
            observations: `Atendimento com hora marcada (${cursor.serial}).`,
            discount: String(10 + (cursor.serial % 30)),
          },
        };
      }
      case 'admin-lista': {
        const page = Math.floor(random() * 20);
        const query = random() < 0.3 ? `q=${pick(['clinica', 'sao', 'odonto', 'vida'])}&` : '';
        return {
          kind,
          path: `/api/admin/providers?${query}status=pending&page=${page}`,
          headers: as(cast.admin),
        };
      }
      case 'admin-aprova': {
        const id = pendingIds[cursor.pending];
        // Every pending provider approved already: the administrator reads the list instead.
        if (id === undefined) return make('admin-lista');
        cursor.pending += 1;
        return {
          kind,
          method: 'PATCH',
          path: `/api/admin/providers/${id}/status`,
          headers: as(cast.admin),
          body: { status: 'active' },
        };
      }
      case 'login': {
        const { account } = pick(cast.users);
        return {
          kind,
          method: 'POST',
          path: '/api/auth/sign-in',
          headers: { 'x-forwarded-for': account.address },
          body: { email: account.email, password: account.password },
        };
      }
    }
  };
  return Array.from({ length: count }, () => make(kindOf()));
}
