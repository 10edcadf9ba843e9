import { providerProfileSchema } from '../../src/shared/schemas/provider-form.ts';
import type { Database } from '../../src/server/db/database.ts';
import { providersRepository } from '../../src/server/modules/providers/providers-repository.ts';
import { profileBody, referenceIds } from '../../src/server/test/provider-fixtures.ts';
import { insertUser } from '../../src/server/test/test-users.ts';

/**
 * The signed-in people of the load (docs/load.md): accounts inserted directly, as the API tests
 * do, then signed in through the real server. Each person comes from an address of their own
 * (X-Forwarded-For, the server trusting its proxy), as people do, so the per-IP limits apply as
 * in production instead of all falling on 127.0.0.1.
 */
export type Account = { email: string; password: string; address: string };
export type ProviderAccount = Account & { profile: Record<string, unknown> };
export type SeededPeople = { users: Account[]; providers: ProviderAccount[] };

/** Addresses only ever written in a header (RFC 5737's documentation block, never dialled). */
const addressOf = (index: number) => `198.51.${100 + Math.floor(index / 250)}.${(index % 250) + 1}`;

export async function seedPeople(
  db: Database,
  counts: { users: number; providers: number },
): Promise<SeededPeople> {
  const reference = await referenceIds(db);
  let index = 0;
  const users: Account[] = [];
  for (let n = 0; n < counts.users; n += 1) {
    const user = await insertUser(db, { name: `Pessoa da Carga ${n + 1}` });
    users.push({ email: user.email, password: user.password, address: addressOf(index++) });
  }
  const providers: ProviderAccount[] = [];
  for (let n = 0; n < counts.providers; n += 1) {
    const user = await insertUser(db, { userType: 'provider' });
    const profile = profileBody(reference, { companyName: `Clínica da Carga ${n + 1}` });
    const providerId = await providersRepository.insert(
      db,
      user.id,
      providerProfileSchema().parse(profile),
    );
    await providersRepository.insertSpecialties(db, providerId, reference.specialtyIds.slice(0, 2));
    providers.push({
      email: user.email,
      password: user.password,
      address: addressOf(index++),
      profile,
    });
  }
  return { users, providers };
}

export type Session = { cookie: string; address: string };

/** Signs `account` in on the running server; the Cookie header of its session. */
export async function signIn(baseUrl: string, account: Account): Promise<Session> {
  let response: Response;
  // A server shedding load (503, Retry-After: 1) is asked again a second later, as a person would.
  for (let attempt = 1; ; attempt += 1) {
    response = await fetch(`${baseUrl}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': account.address },
      body: JSON.stringify({ email: account.email, password: account.password }),
    });
    if (response.status !== 503 || attempt === 10) break;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  if (!response.ok) {
    throw new Error(`login de ${account.email}: ${response.status} ${await response.text()}`);
  }
  const cookie = response.headers.get('set-cookie')?.split(';')[0];
  if (!cookie) throw new Error(`login de ${account.email} sem cookie`);
  return { cookie, address: account.address };
}
