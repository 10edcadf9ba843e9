import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.ts';
import { areas, specialties } from '../../db/schema/index.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { createReferenceNames, EDITABLE_NAMES_TTL_MS } from './reference-names.ts';
import { JATAI } from '../../test/directory-fixtures.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

async function idOf(name: string) {
  const [row] = await database.db
    .select({ id: specialties.id })
    .from(specialties)
    .where(eq(specialties.name, name));
  if (!row) throw new Error(name);
  return row.id;
}

describe('reference names of result cards', () => {
  it('names cities, states and areas by id', async () => {
    const names = await createReferenceNames(database.db).names();
    const [area] = await database.db.select().from(areas).where(eq(areas.name, 'Medicina'));
    expect(names.city(JATAI)).toBe('Jataí');
    expect(names.state('GO')).toBe('Goiás');
    expect(names.area(area!.id)).toBe('Medicina');
  });

  it('sorts specialties by name without accents or case, and drops unknown ids', async () => {
    const [nutricao, cardiologia, odontologia] = await Promise.all([
      idOf('Nutrição'),
      idOf('Cardiologia'),
      idOf('Odontologia'),
    ]);
    const names = await createReferenceNames(database.db).names();
    expect(names.specialties([odontologia, nutricao, 999_999, cardiologia])).toEqual([
      { id: cardiologia, name: 'Cardiologia' },
      { id: nutricao, name: 'Nutrição' },
      { id: odontologia, name: 'Odontologia' },
    ]);
  });

  it('reads edited areas and specialties again after the TTL, or at once when invalidated', async () => {
    let time = 0;
    const reference = createReferenceNames(database.db, EDITABLE_NAMES_TTL_MS, () => time);
    const [created] = await database.db
      .insert(specialties)
      .values({ name: 'Especialidade Nova' })
      .returning({ id: specialties.id });
    const id = created!.id;
    expect((await reference.names()).specialties([id])).toEqual([
      { id, name: 'Especialidade Nova' },
    ]);

    await database.db.update(specialties).set({ name: 'Renomeada' }).where(eq(specialties.id, id));
    time = EDITABLE_NAMES_TTL_MS - 1;
    expect((await reference.names()).specialties([id])[0]?.name).toBe('Especialidade Nova');
    time = EDITABLE_NAMES_TTL_MS;
    expect((await reference.names()).specialties([id])[0]?.name).toBe('Renomeada');

    await database.db.update(specialties).set({ name: 'De Novo' }).where(eq(specialties.id, id));
    reference.invalidate();
    expect((await reference.names()).specialties([id])[0]?.name).toBe('De Novo');
  });

  it('knows a specialty by its name, case and accents aside; a new one only after reading again', async () => {
    const names = await createReferenceNames(database.db).names();
    expect(names.knowsSpecialty('Nutrição')).toBe(true);
    expect(names.knowsSpecialty(' NUTRICAO ')).toBe(true);
    expect(names.knowsSpecialty('nutricão')).toBe(true);
    expect(names.knowsSpecialty('Nutri')).toBe(false);
    expect(names.knowsSpecialty('Inexistente')).toBe(false);
  });
});
