import { useState } from 'react';
import type {
  CatalogForm,
  CatalogFormValues,
  CatalogRow,
} from '../../../../../shared/schemas/admin-catalog.ts';
import { CATALOG_NAME_MAX_LENGTH } from '../../../../../shared/schemas/admin-catalog.ts';
import { FormField } from '../../../../components/ui/form-field.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { useSchemaForm } from '../../../../lib/schema-form.ts';
import { isSessionError } from '../../../../lib/session/session-expiry.ts';
import { toast } from '../../../../lib/toast.ts';
import { DialogForm, FormDialog } from '../../../components/form-dialog.tsx';
import { actionErrorMessage } from '../../../lib/error-message.ts';
import { useSaveCatalogItem } from '../api/catalog-queries.ts';
import type { CatalogScreen } from '../catalog-screens.ts';

interface NameFormProps {
  screen: CatalogScreen;
  item: CatalogRow | null;
  mutation: ReturnType<typeof useSaveCatalogItem>;
  onDone: () => void;
}

function NameForm({ screen, item, mutation, onDone }: NameFormProps) {
  const form = useSchemaForm<CatalogFormValues, CatalogForm>(screen.schema, {
    name: item?.name ?? '',
  });
  const [failure, setFailure] = useState<string | null>(null);

  return (
    <DialogForm
      form={form}
      onSubmit={(values) => {
        setFailure(null);
        mutation.mutate(values, {
          onSuccess: ({ message }) => {
            toast.success(message);
            onDone();
          },
          onError: (error) => {
            // A name already taken goes next to the field; a 401 is handled centrally.
            if (isSessionError(error) || form.applyServerError(error)) return;
            setFailure(actionErrorMessage(error, screen.messages.saveFailed));
          },
        });
      }}
      onCancel={onDone}
      submitLabel="Salvar"
      pendingLabel="Salvando..."
      pending={mutation.isPending}
      error={failure}
    >
      <FormField label="Nome" error={form.formState.errors.name?.message} required>
        {(control) => (
          <Input
            {...control}
            {...form.register('name')}
            autoComplete="off"
            maxLength={CATALOG_NAME_MAX_LENGTH}
          />
        )}
      </FormField>
    </DialogForm>
  );
}

interface CatalogNameDialogProps {
  screen: CatalogScreen;
  /** null: a new record. */
  item: CatalogRow | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** SPEC §2: the add/edit dialog, with one field, the name. */
export function CatalogNameDialog({ screen, item, open, onOpenChange }: CatalogNameDialogProps) {
  const mutation = useSaveCatalogItem(screen, item?.id ?? null);
  const close = () => {
    mutation.reset();
    onOpenChange(false);
  };
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={item ? screen.editTitle : screen.newLabel}
      description={
        item
          ? `O novo nome aparece na pesquisa e nos perfis dos conveniados assim que for salvo.`
          : undefined
      }
      pending={mutation.isPending}
    >
      <NameForm screen={screen} item={item} mutation={mutation} onDone={close} />
    </FormDialog>
  );
}
