import { PagePlaceholder } from '../../../components/layout/page-placeholder.tsx';

/** SPEC §2 /login: sign in; built by the accounts issue. */
export function LoginPage() {
  return <PagePlaceholder title="Entrar" />;
}
