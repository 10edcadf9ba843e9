import type { FieldConfiguration } from '../../shared/schemas/reference.ts';
import type { StubRoutes } from './api-stub.ts';

/** Reference answers for the component tests of the provider forms and the city combobox. */
export const GOIAS_CITIES = [
  { id: 5208707, name: 'Goiânia' },
  { id: 5211909, name: 'Jataí' },
  { id: 5218805, name: 'Rio Verde' },
];

export function fieldConfigurationsFixture(required: string[] = []): FieldConfiguration[] {
  return [
    ['companyName', 'Nome Fantasia', true, true],
    ['cpfCnpj', 'CPF/CNPJ', true, false],
    ['responsibleName', 'Nome do Responsável', true, false],
    ['phone', 'Telefone', true, true],
    ['area', 'Área de Atuação', false, true],
    ['specialties', 'Especialidades', false, true],
    ['observations', 'Observações', false, false],
  ].map(([fieldName, label, isRequired, isPublicVisible]) => ({
    fieldName: fieldName as string,
    label: label as string,
    isRequired: (isRequired as boolean) || required.includes(fieldName as string),
    isPublicVisible: isPublicVisible as boolean,
    isLoggedinVisible: fieldName === 'responsibleName',
  }));
}

export function referenceRoutes(required: string[] = []): StubRoutes {
  return {
    'GET /api/states': {
      body: [
        { id: 'GO', name: 'Goiás' },
        { id: 'SP', name: 'São Paulo' },
      ],
    },
    'GET /api/states/GO/cities': { body: GOIAS_CITIES },
    'GET /api/states/SP/cities': { body: [{ id: 3550308, name: 'São Paulo' }] },
    'GET /api/areas': {
      body: [
        { id: 1, name: 'Medicina' },
        { id: 2, name: 'Odontologia' },
      ],
    },
    'GET /api/specialties': {
      body: [
        { id: 10, name: 'Cardiologia' },
        { id: 11, name: 'Pediatria' },
        { id: 12, name: 'Ortodontia' },
      ],
    },
    'GET /api/field-configurations': { body: fieldConfigurationsFixture(required) },
  };
}
