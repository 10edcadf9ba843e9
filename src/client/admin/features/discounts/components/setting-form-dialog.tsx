import type { z } from 'zod';
import {
  DISCOUNT_OPTIONS_KEY,
  SETTING_KEY_MAX,
  SETTING_VALUE_MAX,
  settingSchema,
  type SettingInput,
  type SettingRow,
} from '../../../../../shared/schemas/admin-settings.ts';
import { FormField } from '../../../../components/ui/form-field.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { useSchemaForm } from '../../../../lib/schema-form.ts';
import { toast } from '../../../../lib/toast.ts';
import { DialogForm, FormDialog } from '../../../components/form-dialog.tsx';
import { useCreateSetting, useUpdateSetting } from '../api/settings-api.ts';
import { settingErrorMessage } from './setting-messages.ts';

type SettingValues = z.input<typeof settingSchema>;
type SettingMutation = ReturnType<typeof useCreateSetting>;

function SettingForm({
  setting,
  mutation,
  verb,
  onDone,
}: {
  setting: SettingRow | null;
  mutation: SettingMutation;
  verb: 'criar' | 'atualizar';
  onDone: () => void;
}) {
  const form = useSchemaForm<SettingValues, SettingInput>(settingSchema, {
    key: setting?.key ?? '',
    value: setting?.value ?? '',
  });
  const errors = form.formState.errors;
  return (
    <DialogForm
      form={form}
      onSubmit={(input) =>
        mutation.mutate(input, {
          onSuccess: ({ message }) => {
            toast.success(message);
            onDone();
          },
        })
      }
      onCancel={onDone}
      submitLabel="Salvar"
      pendingLabel="Salvando..."
      pending={mutation.isPending}
      error={settingErrorMessage(verb, mutation.error)}
    >
      <FormField
        label="Nome"
        error={errors.key?.message}
        hint={`Único. "${DISCOUNT_OPTIONS_KEY}" define os descontos oferecidos nos filtros da pesquisa.`}
        required
      >
        {(control) => (
          <Input
            {...control}
            {...form.register('key')}
            maxLength={SETTING_KEY_MAX}
            autoComplete="off"
          />
        )}
      </FormField>
      <FormField
        label="Valor"
        error={errors.value?.message}
        hint={`Para "${DISCOUNT_OPTIONS_KEY}": percentuais separados por vírgula, como 10, 20, 30.`}
        required
      >
        {(control) => (
          <Input
            {...control}
            {...form.register('value')}
            maxLength={SETTING_VALUE_MAX}
            autoComplete="off"
          />
        )}
      </FormField>
    </DialogForm>
  );
}

interface SettingFormDialogProps {
  /** The setting to edit, or null to create one. */
  setting: SettingRow | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** SPEC §2 Admin discount settings: the create and edit dialog (key and value). */
export function SettingFormDialog({ setting, open, onOpenChange }: SettingFormDialogProps) {
  return setting ? (
    <EditSetting setting={setting} open={open} onOpenChange={onOpenChange} />
  ) : (
    <CreateSetting open={open} onOpenChange={onOpenChange} />
  );
}

function CreateSetting({ open, onOpenChange }: Omit<SettingFormDialogProps, 'setting'>) {
  const mutation = useCreateSetting();
  return (
    <SettingDialog
      title="Nova Configuração"
      mutation={mutation}
      open={open}
      onOpenChange={onOpenChange}
    >
      {(close) => <SettingForm setting={null} mutation={mutation} verb="criar" onDone={close} />}
    </SettingDialog>
  );
}

function EditSetting({
  setting,
  open,
  onOpenChange,
}: SettingFormDialogProps & { setting: SettingRow }) {
  const mutation = useUpdateSetting(setting.id);
  return (
    <SettingDialog
      title="Editar Configuração"
      mutation={mutation}
      open={open}
      onOpenChange={onOpenChange}
    >
      {(close) => (
        <SettingForm setting={setting} mutation={mutation} verb="atualizar" onDone={close} />
      )}
    </SettingDialog>
  );
}

function SettingDialog({
  title,
  mutation,
  open,
  onOpenChange,
  children,
}: {
  title: string;
  mutation: SettingMutation;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: (close: () => void) => React.ReactNode;
}) {
  const close = () => {
    mutation.reset();
    onOpenChange(false);
  };
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={title}
      pending={mutation.isPending}
    >
      {children(close)}
    </FormDialog>
  );
}
