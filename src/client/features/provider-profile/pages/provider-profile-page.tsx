import { PagePlaceholder } from '../../../components/layout/page-placeholder.tsx';

/** SPEC §2 /perfil-conveniado: provider self-profile; built by a later issue. */
export function ProviderProfilePage() {
  return <PagePlaceholder title="Meu Perfil de Conveniado" />;
}
