import type { ReactNode } from 'react';
import type { ProviderDetail } from '../../../../shared/schemas/directory.ts';
import { formatCpfCnpj } from '../../../../shared/brazilian-data.ts';

function InfoRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 py-2 sm:grid-cols-[12rem_1fr] sm:gap-4">
      <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
      <dd className="text-foreground [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

/**
 * SPEC §2 tab 'Sobre': the description ('Descrição não disponível' when there is none), general
 * information, business hours and the return period (only when above 0). Rows whose field the
 * API did not send are left out, except the registration, which the SPEC shows as 'Não informado'.
 */
export function AboutTab({ provider }: { provider: ProviderDetail }) {
  const returnDays = provider.returnDays ?? 0;
  return (
    <div className="space-y-8">
      <section aria-labelledby="sobre-descricao">
        <h2 id="sobre-descricao" className="text-lg font-semibold text-foreground">
          Descrição
        </h2>
        <p className="mt-2 whitespace-pre-line text-foreground">
          {provider.observations?.trim() || 'Descrição não disponível'}
        </p>
      </section>
      <section aria-labelledby="sobre-informacoes">
        <h2 id="sobre-informacoes" className="text-lg font-semibold text-foreground">
          Informações gerais
        </h2>
        <dl className="mt-2 divide-y divide-border">
          {provider.tradeName && <InfoRow label="Razão social">{provider.tradeName}</InfoRow>}
          {provider.cpfCnpj && (
            <InfoRow label="CPF/CNPJ">{formatCpfCnpj(provider.cpfCnpj)}</InfoRow>
          )}
          {provider.responsibleName && (
            <InfoRow label="Responsável">{provider.responsibleName}</InfoRow>
          )}
          {/* Absent when the field configuration hides it; null when the provider gave none. */}
          {provider.crNumber !== undefined && (
            <InfoRow label="Registro profissional">{provider.crNumber || 'Não informado'}</InfoRow>
          )}
          {provider.contactEmail && (
            <InfoRow label="E-mail">
              {/* A demo provider's address is invented (and undeliverable): no link to it. */}
              {provider.demo ? (
                provider.contactEmail
              ) : (
                <a
                  href={`mailto:${provider.contactEmail}`}
                  className="text-primary underline-offset-4 hover:underline"
                >
                  {provider.contactEmail}
                </a>
              )}
            </InfoRow>
          )}
          <InfoRow label="Horário de atendimento">Horário não informado</InfoRow>
          {returnDays > 0 && (
            <InfoRow label="Retorno gratuito">{`Retorno em ${returnDays} dias`}</InfoRow>
          )}
        </dl>
      </section>
    </div>
  );
}
