import { SPECIALTIES_SCREEN } from '../../catalog/catalog-screens.ts';
import { CatalogListPage } from '../../catalog/pages/catalog-list-page.tsx';

/** SPEC §2 Admin specialties at /admin/specialties. */
export function SpecialtiesPage() {
  return <CatalogListPage screen={SPECIALTIES_SCREEN} />;
}
