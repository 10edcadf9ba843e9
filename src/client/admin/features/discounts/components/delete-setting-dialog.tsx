import type { SettingRow } from '../../../../../shared/schemas/admin-settings.ts';
import { DeleteDialog } from '../../../components/delete-dialog.tsx';
import { useDeleteSetting } from '../api/settings-api.ts';
import { settingErrorMessage } from './setting-messages.ts';

interface DeleteSettingDialogProps {
  setting: SettingRow;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted: () => void;
}

/** Delete, once confirmed: nothing undoes it. */
export function DeleteSettingDialog({ setting, ...dialog }: DeleteSettingDialogProps) {
  return (
    <DeleteDialog
      {...dialog}
      mutation={useDeleteSetting(setting.id)}
      errorMessage={(error) => settingErrorMessage('excluir', error)}
    >
      <p>
        A configuração <strong className="break-all">{setting.key}</strong> será excluída.
      </p>
    </DeleteDialog>
  );
}
