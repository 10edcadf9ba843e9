import { memo } from 'react';
import { Link } from 'react-router';
import { MapPin } from 'lucide-react';
import type { ProviderCard as ProviderCardData } from '../../../../shared/schemas/directory.ts';
import { ContactButtons } from '../../../components/provider/contact-buttons.tsx';
import { DemoBadge } from '../../../components/provider/demo-badge.tsx';
import { DiscountBadge } from '../../../components/provider/discount-badge.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { providerCityLabel, providerName } from '../../../lib/directory-format.ts';

/** How many specialties a card lists before '+N': enough to recognise, short enough for 360 px. */
const SHOWN_SPECIALTIES = 3;

/**
 * One result: only the fields the API sent (it leaves out what the viewer may not see). Memoised:
 * loading the next page keeps the cards already shown (the query shares unchanged objects).
 */
export const ProviderCard = memo(function ProviderCard({
  provider,
}: {
  provider: ProviderCardData;
}) {
  const name = providerName(provider);
  const specialties = provider.specialties ?? [];
  const hidden = specialties.length - SHOWN_SPECIALTIES;
  const city = providerCityLabel(provider);

  return (
    <article className="flex h-full flex-col gap-3 rounded-lg border border-border bg-background p-4 shadow-sm">
      <div>
        <h3 className="text-base leading-snug font-semibold text-foreground">
          <Link to={`/conveniado/${provider.id}`} className="hover:text-primary hover:underline">
            {name}
          </Link>
        </h3>
        {provider.area && (
          <p className="mt-0.5 text-sm text-muted-foreground">{provider.area.name}</p>
        )}
      </div>
      {provider.demo ? (
        <div className="flex flex-wrap gap-1.5">
          <DemoBadge />
          <DiscountBadge discount={provider.discount} />
        </div>
      ) : (
        <DiscountBadge discount={provider.discount} className="self-start" />
      )}
      {specialties.length > 0 && (
        <ul aria-label="Especialidades" className="flex flex-wrap gap-1.5">
          {specialties.slice(0, SHOWN_SPECIALTIES).map((specialty) => (
            <li key={specialty.id}>
              <Badge variant="muted">{specialty.name}</Badge>
            </li>
          ))}
          {hidden > 0 && (
            <li>
              <Badge variant="muted">
                <span aria-hidden="true">+{hidden}</span>
                <span className="sr-only">e mais {hidden}</span>
              </Badge>
            </li>
          )}
        </ul>
      )}
      {city && (
        <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
          <MapPin aria-hidden="true" className="size-4 shrink-0" />
          {city}
        </p>
      )}
      <div className="mt-auto space-y-2 pt-1">
        <ContactButtons
          name={name}
          whatsapp={provider.whatsapp}
          phone={provider.phone}
          demo={provider.demo}
          providerId={provider.id}
        />
        <Link
          to={`/conveniado/${provider.id}`}
          aria-label={`Ver detalhes de ${name}`}
          className={buttonVariants({ variant: 'ghost', className: 'w-full text-primary' })}
        >
          Ver detalhes
        </Link>
      </div>
    </article>
  );
});
