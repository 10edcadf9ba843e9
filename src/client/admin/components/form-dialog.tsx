import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import type { SchemaForm } from '../../lib/schema-form.ts';

interface FormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  /** Saving: Escape and the backdrop leave the dialog open, so nothing is lost halfway. */
  pending: boolean;
  size?: 'md' | 'lg';
  /** A component holding the form (useSchemaForm + <DialogForm>). */
  children: ReactNode;
}

/**
 * Every back-office form in a dialog (SPEC §2: add, edit, status). The dialog mounts its content
 * only while open, so the form inside (and its state) is created afresh at each opening, from
 * the record as it is then.
 */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  pending,
  size,
  children,
}: FormDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      dismissible={!pending}
      title={title}
      description={description}
      size={size}
    >
      {children}
    </Dialog>
  );
}

interface DialogFormProps<Values extends FieldValues, Output> {
  /** useSchemaForm(schema, ...): checked by the shared zod schema the API route parses. */
  form: SchemaForm<Values, Output>;
  /** Called with the schema's output once every field is valid. */
  onSubmit: (values: Output) => void;
  onCancel: () => void;
  submitLabel: string;
  /** The submit button's text while saving ('Salvando...'). */
  pendingLabel: string;
  pending: boolean;
  /** A refusal the server gave about no field of the form, shown above the buttons. */
  error?: string | null;
  children: ReactNode;
}

/**
 * The form of a FormDialog: checked by the same zod schema as the server (so the messages next
 * to the fields are the server's), then Cancelar and the submit button, which wait while saving.
 */
export function DialogForm<Values extends FieldValues, Output>({
  form,
  onSubmit,
  onCancel,
  submitLabel,
  pendingLabel,
  pending,
  error,
  children,
}: DialogFormProps<Values, Output>) {
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="space-y-4">
      {children}
      {error && <Alert variant="error">{error}</Alert>}
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" disabled={pending} onClick={onCancel}>
          Cancelar
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? pendingLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
