import { PagePlaceholder } from '../../../components/layout/page-placeholder.tsx';

/** SPEC §2 /reset-password: target of the recovery e-mail; built by the accounts issue. */
export function ResetPasswordPage() {
  return <PagePlaceholder title="Redefinir senha" />;
}
