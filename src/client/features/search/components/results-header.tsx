import { MapPin } from 'lucide-react';

const countFormat = new Intl.NumberFormat('pt-BR');

/** '1 conveniado encontrado', '1.234 conveniados encontrados'. */
export function resultCountText(total: number): string {
  return total === 1
    ? '1 conveniado encontrado'
    : `${countFormat.format(total)} conveniados encontrados`;
}

/** SPEC §2: 'cidade, estado', or the state alone, or 'Brasil' when no place was chosen. */
export function locationText(cityName: string | undefined, stateName: string | undefined): string {
  if (cityName && stateName) return `${cityName}, ${stateName}`;
  return cityName || stateName || 'Brasil';
}

interface ResultsHeaderProps {
  total: number;
  query: string;
  location: string;
}

/** The count, the text searched and where: read out when a new search answers (role=status). */
export function ResultsHeader({ total, query, location }: ResultsHeaderProps) {
  return (
    <div role="status" className="space-y-1">
      <h2 className="text-lg font-semibold text-foreground">
        {resultCountText(total)}
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
