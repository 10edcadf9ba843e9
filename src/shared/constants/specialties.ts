/** SPEC §2 Home: the 12 featured specialty links, in the SPEC's order. */
export const FEATURED_SPECIALTIES = [
  'Cardiologia',
  'Dermatologia',
  'Nutrição',
  'Ortopedia',
  'Pediatria',
  'Psicologia',
  'Fisioterapia',
  'Odontologia',
  'Ginecologia',
  'Oftalmologia',
  'Psiquiatria',
  'Urologia',
] as const;
