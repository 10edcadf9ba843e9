import type { ProviderDetail } from '../../../../shared/schemas/directory.ts';
import { DiscountBadge } from '../../../components/provider/discount-badge.tsx';

/**
 * SPEC §2 tab 'Serviços': the specialties, each with the provider's discount and, for a doctor,
 * its RQE (a doctor's specialty without one is not listed: decision 032).
 */
export function ServicesTab({ provider }: { provider: ProviderDetail }) {
  const specialties = provider.specialties ?? [];
  return (
    <section aria-labelledby="servicos-titulo">
      <h2 id="servicos-titulo" className="text-lg font-semibold text-foreground">
        Especialidades
      </h2>
      {provider.area && (
        <p className="mt-1 text-sm text-muted-foreground">Área de atuação: {provider.area.name}</p>
      )}
      {specialties.length === 0 ? (
        <p className="mt-3 text-muted-foreground">Nenhuma especialidade informada.</p>
      ) : (
        <ul className="mt-3 divide-y divide-border rounded-lg border border-border">
          {specialties.map((specialty) => (
            <li
              key={specialty.id}
              className="flex flex-wrap items-center justify-between gap-2 px-4 py-3"
            >
              <span className="font-medium text-foreground">
                {specialty.name}
                {specialty.rqe && (
                  <span className="ml-2 text-sm font-normal text-muted-foreground">
                    RQE {specialty.rqe}
                  </span>
                )}
              </span>
              <DiscountBadge discount={provider.discount} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
