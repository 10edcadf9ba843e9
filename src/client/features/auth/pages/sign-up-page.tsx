import { PagePlaceholder } from '../../../components/layout/page-placeholder.tsx';

/** SPEC §2 /cadastro: user sign-up; built by the accounts issue. */
export function SignUpPage() {
  return <PagePlaceholder title="Criar conta" />;
}
