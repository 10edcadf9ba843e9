import { MapPin } from 'lucide-react';
import { formatInteger } from '../../../lib/pt-br-format.ts';

/**
 * '1 conveniado encontrado', '234 conveniados encontrados'; past the server's counting cap
 * (`capped`, the total being the cap) 'Mais de 1.000 conveniados encontrados'.
 */
export function resultCountText(total: number, capped = false): string {
  if (capped) return `Mais de ${formatInteger(total)} conveniados encontrados`;
  return total === 1
    ? '1 conveniado encontrado'
    : `${formatInteger(total)} conveniados encontrados`;
}

/** SPEC §2: 'cidade, estado', or the state alone, or 'Brasil' when no place was chosen. */
export function locationText(cityName: string | undefined, stateName: string | undefined): string {
  if (cityName && stateName) return `${cityName}, ${stateName}`;
  return cityName || stateName || 'Brasil';
}

interface ResultsHeaderProps {
  total: number;
  /** More results than `total` (the server stops counting there). */
  totalCapped: boolean;
  query: string;
  location: string;
}

/** The count, the text searched and where: read out when a new search answers (role=status). */
export function ResultsHeader({ total, totalCapped, query, location }: ResultsHeaderProps) {
  return (
    <div role="status" className="space-y-1">
      <h2 className="text-lg font-semibold text-foreground">
        {resultCountText(total, totalCapped)}
        {query && (
          <>
            {' '}
            para <span className="text-primary">“{query}”</span>
          </>
        )}
      </h2>
      <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
        <MapPin aria-hidden="true" className="size-4 shrink-0" />
        {location}
      </p>
    </div>
  );
}
