import { PagePlaceholder } from '../../../components/layout/page-placeholder.tsx';

/** SPEC §2 /conveniado/{id}: public provider detail; built by a later issue. */
export function ProviderDetailPage() {
  return <PagePlaceholder title="Conveniado" />;
}
