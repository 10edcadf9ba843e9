import { ExternalLink } from 'lucide-react';
import type { ProviderDetail } from '../../../../shared/schemas/directory.ts';
import { Button } from '../../../components/ui/button.tsx';
import { providerCityLabel } from '../../../lib/directory-format.ts';
import { reportProviderEvent } from '../../../lib/provider-events.ts';
import { formattedCep, providerMapsLink, streetLine } from './provider-address.ts';

/** SPEC §2 tab 'Localização': the address, a map link and a button opening it in a new tab. */
export function LocationTab({ provider }: { provider: ProviderDetail }) {
  const street = streetLine(provider);
  const city = providerCityLabel(provider);
  const cep = formattedCep(provider);
  const map = providerMapsLink(provider);
  // The provider's own link may point to another maps service: name the button after it.
  const mapService =
    map && /(^|\.)google\.|goo\.gl/.test(new URL(map).hostname) ? 'Google Maps' : 'mapa';
  const lines = [street, provider.neighborhood, city, cep && `CEP ${cep}`].filter(Boolean);
  // Counted for the provider's insights (decision 033); a demo provider has none.
  const countMap = () => {
    if (!provider.demo) reportProviderEvent(provider.id, 'map');
  };

  return (
    <section aria-labelledby="localizacao-titulo" className="space-y-4">
      <h2 id="localizacao-titulo" className="text-lg font-semibold text-foreground">
        Endereço
      </h2>
      {lines.length === 0 ? (
        <p className="text-muted-foreground">Endereço não informado.</p>
      ) : (
        <address className="text-foreground not-italic">
          {lines.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </address>
      )}
      {map && (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <a
            href={map}
            target="_blank"
            rel="noopener noreferrer"
            onClick={countMap}
            className="inline-flex min-h-10 items-center text-primary underline underline-offset-4"
          >
            Ver no mapa<span className="sr-only"> (abre em nova aba)</span>
          </a>
          <Button asChild>
            <a href={map} target="_blank" rel="noopener noreferrer" onClick={countMap}>
              <ExternalLink aria-hidden="true" />
              Abrir no {mapService}
              <span className="sr-only"> (abre em nova aba)</span>
            </a>
          </Button>
        </div>
      )}
    </section>
  );
}
