import { PROVIDER_FIELD_NAMES, type ProviderFieldName } from '../../../shared/constants/fields.ts';
import type { Database } from '../../db/database.ts';
import { fieldConfigurations } from '../../db/schema/admin.ts';

/** Who is looking (DESIGN §2): a visitor, or a person with an active session. */
export type Audience = 'visitor' | 'signed-in';

/**
 * Field configuration changes on /admin/fields must show within seconds on every server
 * process, yet reading it for every search would be one more query per request (measured in
 * docs/search.md). A few seconds of cache is the compromise; `invalidate()` makes a change
 * visible at once in the process that saved it.
 */
export const FIELD_VISIBILITY_TTL_MS = 5_000;

export type FieldVisibility = {
  /** The fields the audience may see; a field without a configuration row is visible. */
  visibleFields(audience: Audience): Promise<ReadonlySet<ProviderFieldName>>;
  invalidate(): void;
};

type Snapshot = Record<Audience, ReadonlySet<ProviderFieldName>>;

export function createFieldVisibility(
  db: Database,
  ttlMs = FIELD_VISIBILITY_TTL_MS,
): FieldVisibility {
  let cached: { snapshot: Promise<Snapshot>; expiresAt: number } | undefined;

  async function load(): Promise<Snapshot> {
    const rows = await db
      .select({
        fieldName: fieldConfigurations.fieldName,
        isPublicVisible: fieldConfigurations.isPublicVisible,
        isLoggedinVisible: fieldConfigurations.isLoggedinVisible,
      })
      .from(fieldConfigurations);
    const byName = new Map(rows.map((row) => [row.fieldName, row]));
    const visibleTo = (flag: 'isPublicVisible' | 'isLoggedinVisible') =>
      new Set(PROVIDER_FIELD_NAMES.filter((name) => byName.get(name)?.[flag] ?? true));
    return { visitor: visibleTo('isPublicVisible'), 'signed-in': visibleTo('isLoggedinVisible') };
  }

  return {
    async visibleFields(audience) {
      const now = Date.now();
      if (!cached || cached.expiresAt <= now) {
        const snapshot = load();
        cached = { snapshot, expiresAt: now + ttlMs };
        // A failed read is not kept: the next request tries again.
        snapshot.catch(() => {
          if (cached?.snapshot === snapshot) cached = undefined;
        });
      }
      return (await cached.snapshot)[audience];
    },
    invalidate() {
      cached = undefined;
    },
  };
}

/**
 * A copy of `value` without the keys of hidden fields: absent, not null, so that the JSON does
 * not even say the field exists. Keys that are not provider fields (id, featured) stay.
 */
export function withoutHiddenFields<T extends object>(
  value: T,
  visible: ReadonlySet<ProviderFieldName>,
): Partial<T> {
  const result: Partial<T> = {};
  for (const [key, fieldValue] of Object.entries(value)) {
    if (isProviderField(key) && !visible.has(key)) continue;
    (result as Record<string, unknown>)[key] = fieldValue;
  }
  return result;
}

const FIELD_NAMES: ReadonlySet<string> = new Set(PROVIDER_FIELD_NAMES);

function isProviderField(key: string): key is ProviderFieldName {
  return FIELD_NAMES.has(key);
}

/**
 * A short name for a set of visible fields (one bit per known field, base 36). Sent with visitor
 * answers (X-Fields-Version): the service worker drops the answers it kept under another one, so
 * a field hidden since is never shown from its copies (public/sw.js).
 */
export function fieldsVersion(visible: ReadonlySet<ProviderFieldName>): string {
  let bits = 0;
  PROVIDER_FIELD_NAMES.forEach((name, index) => {
    if (visible.has(name)) bits += 2 ** index;
  });
  return bits.toString(36);
}
