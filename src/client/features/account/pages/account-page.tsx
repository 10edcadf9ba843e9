import { PagePlaceholder } from '../../../components/layout/page-placeholder.tsx';

/** SPEC §2 /perfil: account settings of the signed-in user; built by the accounts issue. */
export function AccountPage() {
  return <PagePlaceholder title="Meu Perfil" />;
}
