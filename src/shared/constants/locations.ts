/**
 * SPEC §1/§9: the cities served at launch. Ids are the IBGE municipality codes, which are also
 * the ids of the cities table.
 */
export const SERVED_CITIES = [
  { id: 5211909, name: 'Jataí', stateId: 'GO' },
  { id: 5218805, name: 'Rio Verde', stateId: 'GO' },
  { id: 5208707, name: 'Goiânia', stateId: 'GO' },
] as const;

export type ServedCity = (typeof SERVED_CITIES)[number];
