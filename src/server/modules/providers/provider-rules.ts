import {
  requiredFieldsOf,
  type ProviderData,
  type RequiredField,
} from '../../../shared/schemas/provider-form.ts';
import type { Executor } from '../../db/database.ts';
import { AppError, ValidationError } from '../../http/errors.ts';
import { referenceRepository } from '../reference/reference-repository.ts';
import { providersRepository } from './providers-repository.ts';
import { pgErrorOf } from '../../db/pg-error.ts';

export const CPF_CNPJ_TAKEN = 'Este CPF/CNPJ já está cadastrado.';
export const EMAIL_TAKEN = 'Este e-mail já está cadastrado. Faça login ou recupere sua senha.';
export const CITY_NOT_IN_STATE = 'A cidade selecionada não pertence ao estado informado.';

/** The fields the field configuration marks required (SPEC §5), read on every submit. */
export async function loadRequiredFields(executor: Executor): Promise<RequiredField[]> {
  return requiredFieldsOf(await referenceRepository.fieldConfigurations(executor));
}

/**
 * Checks the database can answer before writing: the city belongs to the state (the form
 * clears the city when the state changes; an API client might not) and the CPF/CNPJ is free.
 * Returns 'Cidade-UF' for messages. The unique constraint still guards a race.
 */
export async function checkProviderReferences(
  executor: Executor,
  data: ProviderData,
  exceptProviderId?: number,
): Promise<string> {
  const city = await providersRepository.cityOfState(executor, data.cityId, data.stateId);
  if (!city) throw new ValidationError(CITY_NOT_IN_STATE, 'city');
  if (await providersRepository.cpfCnpjTaken(executor, data.cpfCnpj, exceptProviderId)) {
    throw new AppError(409, 'CPF_CNPJ_TAKEN', CPF_CNPJ_TAKEN, {}, 'cpfCnpj');
  }
  return `${city.cityName}-${city.stateId}`;
}

/**
 * What a failed write means to the person, for the errors a person can cause: a specialty or an
 * area removed by an administrator while the form was open, a CPF/CNPJ or e-mail registered at
 * the same moment. Anything else is unexpected and stays a 500 (logged, never shown).
 */
export function describeWriteError(
  error: unknown,
): { message: string; field: string; status: number } | undefined {
  const pg = pgErrorOf(error);
  if (!pg?.constraint) return undefined;
  const known: Record<string, { message: string; field: string; status: number }> = {
    provider_specialties_specialty_id_specialties_id_fk: {
      message: 'uma ou mais especialidades selecionadas não existem mais.',
      field: 'specialties',
      status: 400,
    },
    providers_area_id_areas_id_fk: {
      message: 'a área de atuação selecionada não existe mais.',
      field: 'area',
      status: 400,
    },
    providers_cpf_cnpj_unique: { message: CPF_CNPJ_TAKEN, field: 'cpfCnpj', status: 409 },
    users_email_key: { message: EMAIL_TAKEN, field: 'email', status: 409 },
  };
  return known[pg.constraint];
}
