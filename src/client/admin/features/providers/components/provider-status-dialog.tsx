import type { z } from 'zod';
import {
  PROVIDER_STATUS_LABELS,
  PROVIDER_STATUSES,
  type ProviderStatus,
} from '../../../../../shared/constants/providers.ts';
import { ADMIN_PROVIDER_MESSAGES } from '../../../../../shared/schemas/admin-providers.ts';
import {
  providerStatusChangeSchema,
  REJECTION_REASON_MAX_LENGTH,
  type ProviderStatusChange,
} from '../../../../../shared/schemas/provider-profile.ts';
import { FormField } from '../../../../components/ui/form-field.tsx';
import { Select } from '../../../../components/ui/select.tsx';
import { Textarea } from '../../../../components/ui/textarea.tsx';
import { useSchemaForm } from '../../../../lib/schema-form.ts';
import { toast } from '../../../../lib/toast.ts';
import { DialogForm, FormDialog } from '../../../components/form-dialog.tsx';
import { actionErrorMessage } from '../../../lib/error-message.ts';
import { useChangeProviderStatus } from '../api/change-provider-status.ts';

interface StatusTarget {
  id: number;
  companyName: string;
  status: ProviderStatus;
  /** Known on the details page; the list has no reasons. */
  rejectionReason?: string | null;
}

type StatusValues = z.input<typeof providerStatusChangeSchema>;

function StatusForm({
  provider,
  mutation,
  onDone,
}: {
  provider: StatusTarget;
  mutation: ReturnType<typeof useChangeProviderStatus>;
  onDone: () => void;
}) {
  const form = useSchemaForm<StatusValues, ProviderStatusChange>(providerStatusChangeSchema, {
    status: provider.status,
    reason: provider.rejectionReason ?? '',
  });
  const status = form.watch('status');
  const reason = form.watch('reason');
  const errors = form.formState.errors;

  return (
    <DialogForm
      form={form}
      onSubmit={(change) =>
        mutation.mutate(
          // The reason goes with a rejection only; other statuses clear it on the server.
          change.status === 'reprovado' ? change : { status: change.status },
          {
            onSuccess: ({ message }) => {
              toast.success(message);
              onDone();
            },
          },
        )
      }
      onCancel={onDone}
      submitLabel="Salvar"
      pendingLabel="Salvando..."
      pending={mutation.isPending}
      error={actionErrorMessage(mutation.error, ADMIN_PROVIDER_MESSAGES.statusFailed)}
    >
      <FormField label="Status" error={errors.status?.message}>
        {(control) => (
          <Select {...control} {...form.register('status')}>
            {PROVIDER_STATUSES.map((value) => (
              <option key={value} value={value}>
                {PROVIDER_STATUS_LABELS[value]}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      {status === 'reprovado' && (
        <FormField
          label="Motivo da reprovação"
          hint={`O conveniado verá este motivo no seu perfil. ${reason?.length ?? 0}/${REJECTION_REASON_MAX_LENGTH} caracteres.`}
          error={errors.reason?.message}
          required
        >
          {(control) => (
            <Textarea
              {...control}
              {...form.register('reason')}
              maxLength={REJECTION_REASON_MAX_LENGTH}
            />
          )}
        </FormField>
      )}
    </DialogForm>
  );
}

interface ProviderStatusDialogProps {
  provider: StatusTarget;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * SPEC §2/§4 status dialog: Ativo, Inativo, Pendente and, as DESIGN §2 adds, Reprovado, which
 * needs a reason (up to 1000 characters) the provider is shown.
 */
export function ProviderStatusDialog({ provider, open, onOpenChange }: ProviderStatusDialogProps) {
  const mutation = useChangeProviderStatus(provider.id);
  const close = () => {
    mutation.reset();
    onOpenChange(false);
  };
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title="Alterar status"
      description={`Situação do cadastro de ${provider.companyName}.`}
      pending={mutation.isPending}
    >
      <StatusForm provider={provider} mutation={mutation} onDone={close} />
    </FormDialog>
  );
}
