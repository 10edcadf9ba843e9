import { createColumnHelper } from '@tanstack/react-table';
import {
  FIELD_FLAGS,
  type AdminFieldConfiguration,
  type FieldFlag,
} from '../../../../../shared/schemas/admin-fields.ts';
import type { AdminTableFeatures } from '../../../components/data-table/data-table.tsx';
import { Switch } from '../../../components/switch.tsx';

const column = createColumnHelper<AdminTableFeatures, AdminFieldConfiguration>();

/** The three switches of SPEC §2, with the names the screen reader reads before each field. */
export const FIELD_FLAG_LABELS: Record<FieldFlag, string> = {
  isRequired: 'Obrigatório',
  isPublicVisible: 'Visível ao público',
  isLoggedinVisible: 'Visível a usuários logados',
};

/** Campo, then one switch per flag. The rows keep the order they were added in. */
export function fieldColumns(
  onToggle: (row: AdminFieldConfiguration, flag: FieldFlag, value: boolean) => void,
  disabled: boolean,
  reasonId: string | undefined,
) {
  return [
    column.accessor('label', {
      id: 'label',
      header: 'Campo',
      cell: ({ row }) => (
        <span className="flex flex-col">
          <span className="font-medium text-foreground">{row.original.label}</span>
          <span className="text-xs text-muted-foreground">{row.original.fieldName}</span>
        </span>
      ),
    }),
    ...FIELD_FLAGS.map((flag) =>
      column.display({
        id: flag,
        header: FIELD_FLAG_LABELS[flag],
        cell: ({ row }) => (
          <Switch
            label={`${FIELD_FLAG_LABELS[flag]}: ${row.original.label}`}
            checked={row.original[flag]}
            onCheckedChange={(value) => onToggle(row.original, flag, value)}
            disabled={disabled}
            describedBy={reasonId}
          />
        ),
        meta: { cellPadding: 'py-1', cellClassName: 'text-center' },
      }),
    ),
  ];
}
