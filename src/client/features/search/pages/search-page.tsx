import { PagePlaceholder } from '../../../components/layout/page-placeholder.tsx';

/** SPEC §2 /pesquisa: search results; built by the search issue. */
export function SearchPage() {
  return <PagePlaceholder title="Pesquisar conveniados" documentTitle="Pesquisar" />;
}
