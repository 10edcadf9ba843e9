import { Link } from 'react-router';
import { Button } from '../ui/button.tsx';
import { cn } from '../../lib/cn.ts';

interface HeaderAccountAreaProps {
  /** 'bar': the desktop header row; 'menu': stacked inside the mobile menu. */
  layout: 'bar' | 'menu';
  className?: string;
}

/**
 * The account corner of the header. Today everyone is a visitor, so it offers Login and
 * Cadastrar (SPEC §2). The accounts feature will render the signed-in variant here (greeting
 * 'Olá, {nome}', Perfil, Sair) without touching the rest of the header.
 */
export function HeaderAccountArea({ layout, className }: HeaderAccountAreaProps) {
  const fullWidth = layout === 'menu' ? 'w-full' : undefined;
  return (
    <div
      className={cn(
        'flex gap-2',
        layout === 'menu' ? 'flex-col items-stretch' : 'items-center',
        className,
      )}
    >
      <Button asChild variant="outline" className={fullWidth}>
        <Link to="/login">Login</Link>
      </Button>
      <Button asChild className={fullWidth}>
        <Link to="/cadastro">Cadastrar</Link>
      </Button>
    </div>
  );
}
