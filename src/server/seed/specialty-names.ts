import { FEATURED_SPECIALTIES } from '../../shared/constants/specialties.ts';

/**
 * The specialties a fresh installation starts with. After that first seed the table belongs to
 * the admins (SPEC §2 "Admin specialties"): the seed never renames, deletes or re-adds names.
 * The 12 home-page links come first so that every featured link finds providers.
 */
export const SPECIALTY_NAMES: readonly string[] = [
  ...FEATURED_SPECIALTIES,

  // Medicine (specialties recognised by the CFM, plus the names patients search for).
  'Clínica Geral',
  'Medicina de Família e Comunidade',
  'Alergia e Imunologia',
  'Anestesiologia',
  'Angiologia',
  'Cirurgia Geral',
  'Cirurgia Plástica',
  'Cirurgia Vascular',
  'Coloproctologia',
  'Endocrinologia',
  'Gastroenterologia',
  'Geriatria',
  'Hematologia',
  'Infectologia',
  'Mastologia',
  'Medicina do Trabalho',
  'Medicina Esportiva',
  'Nefrologia',
  'Neurologia',
  'Neurocirurgia',
  'Nutrologia',
  'Obstetrícia',
  'Oncologia',
  'Otorrinolaringologia',
  'Pneumologia',
  'Radiologia',
  'Reumatologia',
  'Ultrassonografia',

  // Dentistry.
  'Clínica Geral Odontológica',
  'Cirurgia Bucomaxilofacial',
  'Endodontia',
  'Estética Dental',
  'Harmonização Orofacial',
  'Implantodontia',
  'Odontopediatria',
  'Ortodontia',
  'Periodontia',
  'Prótese Dentária',

  // Therapies, diagnostics and other services such a discount network offers.
  'Acupuntura',
  'Análises Clínicas',
  'Estética Corporal',
  'Estética Facial',
  'Exame de Vista',
  'Exames de Imagem',
  'Fonoaudiologia',
  'Massoterapia',
  'Óculos e Lentes de Contato',
  'Osteopatia',
  'Pilates',
  'Podologia',
  'Psicopedagogia',
  'Quiropraxia',
  'RPG (Reeducação Postural Global)',
  'Terapia Ocupacional',
  'Vacinação',
];
