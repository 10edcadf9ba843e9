import { AREAS_SCREEN } from '../../catalog/catalog-screens.ts';
import { CatalogListPage } from '../../catalog/pages/catalog-list-page.tsx';

/** SPEC §2 Admin areas (Áreas de Atuação) at /admin/areas. */
export function AreasPage() {
  return <CatalogListPage screen={AREAS_SCREEN} />;
}
