import type {
  AdminProviderDetails,
  AdminProviderRow,
} from '../../shared/schemas/admin-providers.ts';
import type { AdminDashboard } from '../../shared/schemas/admin-dashboard.ts';
import type { AdminPage } from '../../shared/schemas/admin-table.ts';

/** Answers of the back-office API for component tests (never used by the app itself). */

export function providerRowFixture(overrides: Partial<AdminProviderRow> = {}): AdminProviderRow {
  return {
    id: 12,
    companyName: 'Clínica São Lucas',
    tradeName: 'São Lucas Serviços Médicos Ltda',
    cpfCnpj: '11222333000181',
    status: 'pending',
    ...overrides,
  };
}

export function providersPageFixture(
  items: AdminProviderRow[],
  overrides: Partial<AdminPage<AdminProviderRow>> = {},
): AdminPage<AdminProviderRow> {
  return { items, page: 0, pageSize: 10, hasNextPage: false, ...overrides };
}

export function providerDetailsFixture(
  overrides: Partial<AdminProviderDetails> = {},
): AdminProviderDetails {
  return {
    id: 12,
    status: 'active',
    rejectionReason: null,
    companyName: 'Clínica São Lucas',
    tradeName: 'São Lucas Serviços Médicos Ltda',
    cpfCnpj: '11222333000181',
    responsibleName: 'Dra. Helena Prado',
    crNumber: null,
    council: null,
    councilState: null,
    phone: '6436311234',
    whatsapp: '64999887766',
    contactEmail: 'contato@saolucas.com.br',
    address: 'Rua José Manoel Vilela',
    addressNumber: '1250',
    complement: 'Sala 2',
    neighborhood: 'Centro',
    zipCode: '75800014',
    stateId: 'GO',
    cityId: 5211909,
    locationLink: null,
    areaId: 1,
    specialties: [
      { id: 3, name: 'Cardiologia', rqe: null },
      { id: 9, name: 'Pediatria', rqe: null },
    ],
    discount: 20,
    returnDays: 30,
    observations: 'Atendimento com hora marcada.',
    featured: false,
    areaName: 'Medicina',
    cityName: 'Jataí',
    stateName: 'Goiás',
    owner: {
      id: 'b0c1d2e3-0000-4000-8000-000000000001',
      name: 'Helena Prado',
      email: 'helena@saolucas.com.br',
    },
    createdAt: '2026-11-20T13:30:00.000Z',
    updatedAt: '2026-11-22T18:05:00.000Z',
    version: '2026-11-22T18:05:00.000Z',
    ...overrides,
  };
}

export function dashboardFixture(overrides: Partial<AdminDashboard> = {}): AdminDashboard {
  return {
    stats: {
      activeUsers: 1234,
      activeProviders: 87,
      pendingProviders: 3,
      specialties: 40,
      openReports: 2,
    },
    recentActivity: [],
    ...overrides,
  };
}
