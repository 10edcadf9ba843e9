import type { SettingRow } from '../../../../../shared/schemas/admin-settings.ts';
import { toast } from '../../../../lib/toast.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useDeleteSetting } from '../api/settings-api.ts';
import { settingErrorMessage } from './setting-messages.ts';

interface DeleteSettingDialogProps {
  setting: SettingRow;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted: () => void;
}

/** Delete, once confirmed: nothing undoes it. */
export function DeleteSettingDialog({
  setting,
  open,
  onOpenChange,
  onDeleted,
}: DeleteSettingDialogProps) {
  const deletion = useDeleteSetting(setting.id);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) deletion.reset();
        onOpenChange(next);
      }}
      title="Confirmar exclusão"
      description="Esta ação não pode ser desfeita."
      confirmLabel="Excluir"
      pendingLabel="Excluindo..."
      destructive
      pending={deletion.isPending}
      error={settingErrorMessage('excluir', deletion.error)}
      onConfirm={() =>
        deletion.mutate(undefined, {
          onSuccess: ({ message }) => {
            toast.success(message);
            onOpenChange(false);
            onDeleted();
          },
        })
      }
    >
      <p>
        A configuração <strong className="break-all">{setting.key}</strong> será excluída.
      </p>
    </ConfirmDialog>
  );
}
