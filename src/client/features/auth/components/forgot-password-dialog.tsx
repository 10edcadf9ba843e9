import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { useSchemaForm } from '../../../lib/schema-form.ts';
import { useForgotPassword } from '../api/forgot-password.ts';
import { loadForgotPasswordSchema } from '../auth-schemas.ts';

function ForgotPasswordForm({
  initialEmail,
  onClose,
}: {
  initialEmail: string;
  onClose: () => void;
}) {
  const form = useSchemaForm(loadForgotPasswordSchema, { email: initialEmail });
  const request = useForgotPassword();

  if (request.isSuccess) {
    return (
      <div className="space-y-4">
        <Alert variant="success">{request.data.message}</Alert>
        <div className="flex justify-end">
          {/* The form it replaces had the focus; it moves here, inside the dialog. */}
          <Button type="button" autoFocus onClick={onClose}>
            Fechar
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(({ email }) =>
        request.mutate(email, { onError: (error) => form.applyServerError(error) }),
      )}
    >
      <FormField
        label="E-mail"
        error={form.formState.errors.email?.message ?? request.error?.message}
      >
        {(control) => (
          <Input {...control} {...form.register('email')} type="email" autoComplete="email" />
        )}
      </FormField>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onClose}>
          Cancelar
        </Button>
        <Button type="submit" disabled={request.isPending}>
          Enviar Link de Recuperação
        </Button>
      </div>
    </form>
  );
}

interface ForgotPasswordDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What was typed in the sign-in form's e-mail field, to save typing it again. */
  initialEmail: string;
}

/** SPEC §2 Login: 'Esqueceu sua senha?' opens this recovery dialog. */
export function ForgotPasswordDialog({
  open,
  onOpenChange,
  initialEmail,
}: ForgotPasswordDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Recuperar senha"
      description="Digite seu e-mail e enviaremos um link para você criar uma nova senha."
    >
      <ForgotPasswordForm initialEmail={initialEmail} onClose={() => onOpenChange(false)} />
    </Dialog>
  );
}
