import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';

interface TablePaginationProps {
  /** 0-based (SPEC §9); shown from 1. */
  page: number;
  canPrevious: boolean;
  canNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
}

/** SPEC §2: Anterior/Próxima. No page count: the API tells only whether another page exists. */
export function TablePagination({
  page,
  canPrevious,
  canNext,
  onPrevious,
  onNext,
}: TablePaginationProps) {
  return (
    <nav aria-label="Paginação" className="flex items-center justify-between gap-2">
      <Button variant="outline" size="sm" disabled={!canPrevious} onClick={onPrevious}>
        <ChevronLeft aria-hidden="true" />
        Anterior
      </Button>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        Página {page + 1}
      </p>
      <Button variant="outline" size="sm" disabled={!canNext} onClick={onNext}>
        Próxima
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
