import { Clock, MapPin, Phone } from 'lucide-react';
import type { ProviderDetail } from '../../../../shared/schemas/directory.ts';
import { formatPhoneNumber } from '../../../../shared/brazilian-data.ts';
import { PROVIDER_DISCOUNT_NOTICE } from '../../../../shared/constants/health-plan-notice.ts';
import { ContactButtons } from '../../../components/provider/contact-buttons.tsx';
import { DemoBadge } from '../../../components/provider/demo-badge.tsx';
import { DiscountBadge } from '../../../components/provider/discount-badge.tsx';
import { providerName } from '../../../lib/directory-format.ts';
import { fullAddress } from './provider-address.ts';

/**
 * SPEC §2 provider header: name, area, discount (with the notice that it is not a health plan,
 * issue 15), address, phone, hours and the contact buttons.
 * No rating and no review count: there are no reviews yet, and we show no invented numbers.
 */
export function ProviderHeader({ provider }: { provider: ProviderDetail }) {
  const name = providerName(provider);
  const address = fullAddress(provider);
  return (
    <header className="rounded-xl border border-border bg-primary-soft p-5 sm:p-8">
      <div className="flex flex-col gap-6 md:flex-row md:items-start md:justify-between">
        <div className="min-w-0 space-y-3">
          <div>
            <h1 className="text-2xl font-bold tracking-tight text-foreground sm:text-3xl">
              {name}
            </h1>
            {provider.area && (
              <p className="mt-1 text-lg text-muted-foreground">{provider.area.name}</p>
            )}
            {/* The council registration as the councils ask it shown (decision 032). */}
            {provider.crNumber && (
              <p className="mt-1 text-sm font-medium text-foreground">{provider.crNumber}</p>
            )}
          </div>
          {provider.demo ? (
            <div className="flex flex-wrap gap-2">
              <DemoBadge size="lg" />
              <DiscountBadge discount={provider.discount} size="lg" />
            </div>
          ) : (
            <DiscountBadge discount={provider.discount} size="lg" />
          )}
          {Boolean(provider.discount) && (
            <p className="text-sm text-muted-foreground">{PROVIDER_DISCOUNT_NOTICE}</p>
          )}
          <ul className="space-y-2 text-sm text-foreground">
            {address && (
              <li className="flex gap-2">
                <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                <span>{address}</span>
              </li>
            )}
            {provider.phone && (
              <li className="flex gap-2">
                <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                <span>{formatPhoneNumber(provider.phone)}</span>
              </li>
            )}
            <li className="flex gap-2">
              <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
              <span>Horário não informado</span>
            </li>
          </ul>
        </div>
        <ContactButtons
          name={name}
          whatsapp={provider.whatsapp}
          phone={provider.phone}
          demo={provider.demo}
          providerId={provider.id}
          className="md:w-64 md:flex-col"
        />
      </div>
    </header>
  );
}
