import { PagePlaceholder } from '../../../components/layout/page-placeholder.tsx';

/** SPEC §2 /conveniado/cadastro: provider sign-up; built by a later issue. */
export function ProviderSignUpPage() {
  return <PagePlaceholder title="Seja um Conveniado" />;
}
