import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { NO_PROVIDER_PROFILE_MESSAGE } from '../../../../shared/schemas/provider-profile.ts';
import { useFieldConfigurations } from '../../../components/forms/reference-queries.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useOwnProvider } from '../api/get-own-provider.ts';
import { ProviderProfileForm } from '../components/provider-profile-form.tsx';
import { InsightsCard } from '../components/insights-card.tsx';
import { ReportsCard } from '../components/reports-card.tsx';
import { StatusBanner } from '../components/status-banner.tsx';

/**
 * SPEC §2 /perfil-conveniado. The route guard (RequireAuth 'provider') has already sent visitors
 * to /login and other accounts to /; a provider account without a provider record goes to /
 * with the SPEC's message.
 */
export function ProviderProfilePage() {
  usePageTitle('Meu Perfil de Conveniado');
  const profile = useOwnProvider();
  const configurations = useFieldConfigurations();
  const noProfile = isApiError(profile.error) && profile.error.code === 'NO_PROVIDER_PROFILE';

  useEffect(() => {
    if (noProfile) toast.error(NO_PROVIDER_PROFILE_MESSAGE, { id: 'no-provider-profile' });
  }, [noProfile]);

  if (noProfile) return <Navigate to="/" replace />;

  let content;
  if (profile.isPending || configurations.isPending) {
    content = <Spinner />;
  } else if (profile.isError) {
    content = (
      <div role="alert" className="rounded-lg border border-destructive/40 bg-destructive-soft p-6">
        <p className="font-semibold text-destructive">Não foi possível carregar seus dados</p>
        <p className="mt-1 text-sm text-destructive">{profile.error.message}</p>
        <Button className="mt-4" onClick={() => void profile.refetch()}>
          Tentar novamente
        </Button>
      </div>
    );
  } else {
    content = (
      <div className="space-y-8">
        <StatusBanner status={profile.data.status} rejectionReason={profile.data.rejectionReason} />
        <ReportsCard />
        <InsightsCard status={profile.data.status} />
        <ProviderProfileForm
          key={profile.data.id}
          provider={profile.data}
          // SPEC §8: a failed read of the configuration counts as no configuration.
          configurations={configurations.data}
        />
      </div>
    );
  }

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:py-12">
      <h1 className="text-3xl font-bold tracking-tight text-foreground">
        Meu Perfil de Conveniado
      </h1>
      <p className="mt-2 text-muted-foreground">
        Atualize as informações do seu estabelecimento ou serviço
      </p>
      <div className="mt-8">{content}</div>
    </div>
  );
}
