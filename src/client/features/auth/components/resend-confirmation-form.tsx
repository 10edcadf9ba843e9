import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { useSchemaForm } from '../../../lib/schema-form.ts';
import { useResendConfirmation } from '../api/resend-confirmation.ts';
import { loadResendConfirmationSchema } from '../auth-schemas.ts';

/** On a failed confirmation link: type the e-mail and get a new link. */
export function ResendConfirmationForm() {
  const form = useSchemaForm(loadResendConfirmationSchema, { email: '' });
  const resend = useResendConfirmation();

  return (
    <form
      noValidate
      className="space-y-3"
      onSubmit={form.handleSubmit(({ email }) =>
        resend.mutate(email, { onError: (error) => form.applyServerError(error) }),
      )}
    >
      <FormField
        label="E-mail"
        error={form.formState.errors.email?.message ?? resend.error?.message}
      >
        {(control) => (
          <Input {...control} {...form.register('email')} type="email" autoComplete="email" />
        )}
      </FormField>
      {resend.isSuccess && <Alert variant="success">{resend.data.message}</Alert>}
      <Button type="submit" variant="outline" className="w-full" disabled={resend.isPending}>
        Reenviar e-mail de confirmação
      </Button>
    </form>
  );
}
