import { Pencil, Trash2 } from 'lucide-react';
import type { PermissionState } from '../lib/use-permission.ts';
import { PermissionButton } from './permission-button.tsx';

interface RowButtonProps {
  /** What the row is called ('Clínica Sol'): a screen reader's list of buttons tells rows apart. */
  name: string;
  permission: PermissionState;
  /** A link when allowed (the provider's edit page), else a button calling `onClick`. */
  to?: string;
  onClick?: () => void;
}

/** A table row's 'Editar': an icon, named with the row, gated by its permission (SPEC §6). */
export function RowEditButton({ name, permission, to, onClick }: RowButtonProps) {
  return (
    <PermissionButton
      permission={permission}
      to={to}
      variant="ghost"
      size="icon-sm"
      aria-label={`Editar ${name}`}
      title="Editar"
      onClick={onClick}
    >
      <Pencil aria-hidden="true" />
    </PermissionButton>
  );
}

/** A table row's 'Excluir', in the destructive colour. */
export function RowDeleteButton({ name, permission, onClick }: Omit<RowButtonProps, 'to'>) {
  return (
    <PermissionButton
      permission={permission}
      variant="ghost-destructive"
      size="icon-sm"
      aria-label={`Excluir ${name}`}
      title="Excluir"
      onClick={onClick}
    >
      <Trash2 aria-hidden="true" />
    </PermissionButton>
  );
}
