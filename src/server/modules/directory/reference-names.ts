import { sql } from 'drizzle-orm';
import type { NamedItem } from '../../../shared/schemas/reference.ts';
import type { Database } from '../../db/database.ts';
import { areas, cities, specialties, states } from '../../db/schema/reference.ts';

/**
 * Names of areas, specialties, cities and states for result cards, kept in the process so that a
 * search page carries ids only (docs/search.md "Names"). Joining them in SQL cost more than the
 * rest of a page on the embedded database.
 *
 * - Cities and states are IBGE reference data, written only by the seed at start: read once.
 * - Areas and specialties are edited in the back-office: read again after a few seconds, like
 *   the field configuration; `invalidate()` makes an edit visible at once in the process that
 *   saved it.
 */
export const EDITABLE_NAMES_TTL_MS = 5_000;

export type Names = {
  area(id: number): string;
  city(id: number): string;
  state(id: string): string;
  /** The specialties with these ids, sorted by name without case or accents, then id. */
  specialties(ids: readonly number[]): NamedItem[];
  /**
   * Whether a specialty is named so, case and accents aside. True is certain; false may be
   * stale (a specialty added elsewhere in the last seconds) or a spelling JavaScript folds
   * differently from the database's unaccent: ask the database before acting on it.
   */
  knowsSpecialty(name: string): boolean;
};

/** Case and accents folded as the database's immutable_unaccent(lower()) folds pt-BR names. */
export function foldName(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '');
}

export type ReferenceNames = {
  names(): Promise<Names>;
  invalidate(): void;
};

type Editable = {
  areas: Map<number, string>;
  specialties: Map<number, { name: string; sortKey: string }>;
  specialtyKeys: Set<string>;
};
type Fixed = { cities: Map<number, string>; states: Map<string, string> };

export function createReferenceNames(
  db: Database,
  ttlMs = EDITABLE_NAMES_TTL_MS,
  now: () => number = Date.now,
): ReferenceNames {
  let fixed: Promise<Fixed> | undefined;
  let editable: { value: Promise<Editable>; expiresAt: number } | undefined;

  async function loadFixed(): Promise<Fixed> {
    const [cityRows, stateRows] = await Promise.all([
      db.select({ id: cities.id, name: cities.name }).from(cities),
      db.select({ id: states.id, name: states.name }).from(states),
    ]);
    return {
      cities: new Map(cityRows.map((row) => [row.id, row.name])),
      states: new Map(stateRows.map((row) => [row.id, row.name])),
    };
  }

  async function loadEditable(): Promise<Editable> {
    const [areaRows, specialtyRows] = await Promise.all([
      db.select({ id: areas.id, name: areas.name }).from(areas),
      // The sort key is the database's own, so cards list specialties as the detail page does.
      db
        .select({
          id: specialties.id,
          name: specialties.name,
          sortKey: sql<string>`immutable_unaccent(lower(${specialties.name}))`,
        })
        .from(specialties),
    ]);
    return {
      areas: new Map(areaRows.map((row) => [row.id, row.name])),
      specialties: new Map(specialtyRows.map(({ id, ...rest }) => [id, rest])),
      specialtyKeys: new Set(specialtyRows.map((row) => row.sortKey)),
    };
  }

  /** A failed read is not kept: the next request tries again. */
  function forgetOnFailure<T>(value: Promise<T>, forget: () => void): Promise<T> {
    value.catch(forget);
    return value;
  }

  return {
    async names() {
      const time = now();
      if (!editable || editable.expiresAt <= time) {
        const value = forgetOnFailure(loadEditable(), () => {
          if (editable?.value === value) editable = undefined;
        });
        editable = { value, expiresAt: time + ttlMs };
      }
      if (!fixed) {
        const value = forgetOnFailure(loadFixed(), () => {
          if (fixed === value) fixed = undefined;
        });
        fixed = value;
      }
      const [
        { areas: areaNames, specialties: specialtyNames, specialtyKeys },
        { cities: cityNames, states: stateNames },
      ] = await Promise.all([editable.value, fixed]);
      return {
        area: (id) => areaNames.get(id) ?? '',
        city: (id) => cityNames.get(id) ?? '',
        state: (id) => stateNames.get(id) ?? '',
        specialties: (ids) =>
          ids
            .flatMap((id) => {
              const specialty = specialtyNames.get(id);
              return specialty ? [{ id, ...specialty }] : [];
            })
            .sort((a, b) => compare(a.sortKey, b.sortKey) || a.id - b.id)
            .map(({ id, name }) => ({ id, name })),
        knowsSpecialty: (name) => specialtyKeys.has(foldName(name.trim())),
      };
    },
    invalidate() {
      editable = undefined;
    },
  };
}

/** Byte-wise, like the database's ORDER BY on these keys in the "C" collation. */
function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
