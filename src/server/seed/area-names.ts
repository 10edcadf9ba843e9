/**
 * The areas of activity (Áreas de Atuação) a fresh installation starts with; afterwards admins
 * manage them (SPEC §2). Human health only: no veterinary area, since the network's discounts
 * are for the member's own care.
 */
export const AREA_NAMES: readonly string[] = [
  'Medicina',
  'Odontologia',
  'Psicologia',
  'Fisioterapia',
  'Nutrição',
  'Fonoaudiologia',
  'Terapia Ocupacional',
  'Enfermagem',
  'Laboratório',
  'Diagnóstico por Imagem',
  'Farmácia',
  'Ótica',
  'Estética',
  'Terapias Integrativas',
  'Academia e Bem-estar',
  'Hospital',
  'Pronto Atendimento',
];
