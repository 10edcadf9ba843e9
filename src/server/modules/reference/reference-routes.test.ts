import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURED_SPECIALTIES } from '../../../shared/constants/specialties.ts';
import { PROVIDER_FIELD_NAMES } from '../../../shared/constants/fields.ts';
import { createTestApp } from '../../test/test-app.ts';

let app: FastifyInstance;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ app, close } = await createTestApp());
});
afterAll(() => close());

const get = (url: string) => app.inject({ method: 'GET', url });

describe('reference lists', () => {
  it('lists the 27 states by name', async () => {
    const states = (await get('/api/states')).json();
    expect(states).toHaveLength(27);
    expect(states[0]).toEqual({ id: 'AC', name: 'Acre' });
    expect(states).toContainEqual({ id: 'GO', name: 'Goiás' });
  });

  it('lists every municipality of a state in Portuguese order, accents ignored', async () => {
    const response = await get('/api/states/go/cities');
    expect(response.statusCode).toBe(200);
    const cities = response.json() as { id: number; name: string }[];
    expect(cities).toHaveLength(246);
    expect(cities).toContainEqual({ id: 5211909, name: 'Jataí' });
    expect(cities).toContainEqual({ id: 5218805, name: 'Rio Verde' });
    expect(cities).toContainEqual({ id: 5208707, name: 'Goiânia' });
    expect(cities[0]!.name).toBe('Abadia de Goiás');
    const aguaLimpa = cities.findIndex((city) => city.name === 'Água Limpa');
    const alexania = cities.findIndex((city) => city.name === 'Alexânia');
    expect(aguaLimpa).toBeLessThan(alexania);
  });

  it('answers a bad or unknown state clearly', async () => {
    const bad = await get('/api/states/goias/cities');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Estado inválido.');
    const unknown = await get('/api/states/XX/cities');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('Estado não encontrado.');
  });

  it('lists specialties (with the 12 featured ones) and areas', async () => {
    const specialties = (await get('/api/specialties'))
      .json()
      .map((item: { name: string }) => item.name);
    for (const name of FEATURED_SPECIALTIES) expect(specialties).toContain(name);
    const areas = (await get('/api/areas')).json().map((item: { name: string }) => item.name);
    expect(areas).toEqual(expect.arrayContaining(['Medicina', 'Odontologia', 'Psicologia']));
  });

  it('gives the field configuration of the 21 provider fields', async () => {
    const fields = (await get('/api/field-configurations')).json();
    expect(fields.map((field: { fieldName: string }) => field.fieldName).sort()).toEqual(
      [...PROVIDER_FIELD_NAMES].sort(),
    );
    expect(
      fields.find((field: { fieldName: string }) => field.fieldName === 'cpfCnpj'),
    ).toMatchObject({
      label: 'CPF/CNPJ',
      isRequired: true,
      isPublicVisible: false,
    });
  });
});
