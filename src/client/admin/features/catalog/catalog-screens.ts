import type { PermissionResource } from '../../../../shared/constants/permissions.ts';
import {
  areaFormSchema,
  CATALOG_MESSAGES,
  specialtyFormSchema,
  type CatalogKind,
} from '../../../../shared/schemas/admin-catalog.ts';

/**
 * What tells the specialties screen and the areas screen apart: they are one list of names with
 * the same rules (docs/decisions/020), each with its own words, permission resource and API.
 */
export interface CatalogScreen {
  kind: CatalogKind;
  resource: Extract<PermissionResource, 'specialties' | 'areas'>;
  apiPath: string;
  title: string;
  description: string;
  /** The add button and the add dialog's title. */
  newLabel: string;
  editTitle: string;
  searchLabel: string;
  /** SPEC §2: the specialties table shows the ID, the areas table only the name. */
  showId: boolean;
  /** 'a especialidade "X" será excluída.' */
  deletedSentence: (name: string) => string;
  schema: typeof specialtyFormSchema;
  messages: (typeof CATALOG_MESSAGES)[CatalogKind];
}

export const SPECIALTIES_SCREEN: CatalogScreen = {
  kind: 'specialty',
  resource: 'specialties',
  apiPath: '/api/admin/specialties',
  title: 'Especialidades',
  description: 'As especialidades que os conveniados escolhem e que a pesquisa filtra.',
  newLabel: 'Nova Especialidade',
  editTitle: 'Editar Especialidade',
  searchLabel: 'Pesquisar especialidades',
  showId: true,
  deletedSentence: (name) => `A especialidade "${name}" será excluída.`,
  schema: specialtyFormSchema,
  messages: CATALOG_MESSAGES.specialty,
};

export const AREAS_SCREEN: CatalogScreen = {
  kind: 'area',
  resource: 'areas',
  apiPath: '/api/admin/areas',
  title: 'Áreas de Atuação',
  description: 'A área de atuação de cada conveniado (Medicina, Odontologia...).',
  newLabel: 'Nova Área',
  editTitle: 'Editar Área',
  searchLabel: 'Pesquisar áreas',
  showId: false,
  deletedSentence: (name) => `A área "${name}" será excluída.`,
  schema: areaFormSchema,
  messages: CATALOG_MESSAGES.area,
};
