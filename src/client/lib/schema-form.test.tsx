import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { FormField } from '../components/ui/form-field.tsx';
import { Input } from '../components/ui/input.tsx';
import { ApiError } from './api-client.ts';
import { useSchemaForm, type SchemaSource } from './schema-form.ts';

const schema = z.object({
  name: z.string().trim().min(3, 'Nome deve ter pelo menos 3 caracteres.'),
  email: z.string().trim().toLowerCase().pipe(z.email('Email inválido.')),
  terms: z.literal(true, { error: 'Aceite os termos.' }),
});
type Output = z.infer<typeof schema>;
const EMPTY = { name: '', email: '', terms: false };

function Harness({
  source = schema,
  onValid = () => {},
  serverError,
}: {
  source?: SchemaSource<Output>;
  onValid?: (data: Output) => void;
  serverError?: unknown;
}) {
  const form = useSchemaForm(source, EMPTY);
  const { errors } = form.formState;
  const [refused, setRefused] = useState<string | null>(null);
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((data) => {
        onValid(data);
        if (serverError && !form.applyServerError(serverError)) setRefused('fora do formulário');
      })}
    >
      {/* Registered before the fields below (their render props run later): focus must still
          follow the schema's order, not the order of registration. */}
      <label>
        <input type="checkbox" {...form.register('terms')} /> Termos
      </label>
      {errors.terms && <p>{errors.terms.message}</p>}
      <FormField label="Nome" error={errors.name?.message}>
        {(control) => <Input {...control} {...form.register('name')} />}
      </FormField>
      <FormField label="E-mail" error={errors.email?.message}>
        {(control) => <Input {...control} {...form.register('email')} />}
      </FormField>
      {refused && <p>{refused}</p>}
      <button type="submit">Enviar</button>
    </form>
  );
}

const submit = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Enviar' }));

describe('useSchemaForm', () => {
  it("shows the schema's messages and focuses the field of the first issue", async () => {
    const onValid = vi.fn();
    const user = userEvent.setup();
    render(<Harness onValid={onValid} />);
    await submit(user);
    expect(await screen.findByText('Nome deve ter pelo menos 3 caracteres.')).toBeInTheDocument();
    expect(screen.getByText('Email inválido.')).toBeInTheDocument();
    expect(screen.getByText('Aceite os termos.')).toBeInTheDocument();
    expect(document.activeElement).toBe(screen.getByLabelText('Nome'));
    expect(screen.getByLabelText('Nome').getAttribute('aria-invalid')).toBe('true');
    expect(onValid).not.toHaveBeenCalled();
  });

  it('checks again as a field changes once submitted, and hands over the parsed values', async () => {
    const onValid = vi.fn();
    const user = userEvent.setup();
    render(<Harness onValid={onValid} />);
    await user.type(screen.getByLabelText('E-mail'), 'x');
    // Not submitted yet: nothing is checked while typing.
    expect(screen.queryByText('Email inválido.')).toBeNull();
    await submit(user);
    await screen.findByText('Email inválido.');
    await user.type(screen.getByLabelText('E-mail'), '@Exemplo.com ');
    await waitFor(() => expect(screen.queryByText('Email inválido.')).toBeNull());
    // The other fields keep their messages until they are fixed.
    expect(screen.getByText('Nome deve ter pelo menos 3 caracteres.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Nome'), 'Ana');
    await user.click(screen.getByRole('checkbox', { name: 'Termos' }));
    await submit(user);
    await waitFor(() =>
      expect(onValid).toHaveBeenCalledWith({ name: 'Ana', email: 'x@exemplo.com', terms: true }),
    );
  });

  it('puts an API error about a field next to it, else leaves it to the form', async () => {
    const user = userEvent.setup();
    const fill = async () => {
      await user.type(screen.getByLabelText('Nome'), 'Ana');
      await user.type(screen.getByLabelText('E-mail'), 'ana@exemplo.com');
      await user.click(screen.getByRole('checkbox', { name: 'Termos' }));
      await submit(user);
    };
    const view = render(
      <Harness
        serverError={
          new ApiError(409, 'EMAIL_TAKEN', 'Este e-mail já está em uso.', { field: 'email' })
        }
      />,
    );
    await fill();
    await screen.findByText('Este e-mail já está em uso.');
    const email = screen.getByLabelText('E-mail');
    expect(email).toHaveAccessibleDescription('Este e-mail já está em uso.');
    expect(document.activeElement).toBe(email);
    view.unmount();

    render(<Harness serverError={new ApiError(400, 'X', 'Outro campo.', { field: 'cpfCnpj' })} />);
    await fill();
    expect(await screen.findByText('fora do formulário')).toBeInTheDocument();
    expect(screen.queryByText('Outro campo.')).toBeNull();
  });

  it('says so when the schema cannot be downloaded, and tries again at the next submit', async () => {
    const onValid = vi.fn();
    let attempts = 0;
    const loader = () => {
      attempts += 1;
      return attempts <= 2
        ? Promise.reject(new Error('Failed to fetch dynamically imported module'))
        : Promise.resolve(schema);
    };
    const user = userEvent.setup();
    render(<Harness source={loader} onValid={onValid} />);
    await submit(user);
    expect(
      await screen.findByText(
        'Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.',
      ),
    ).toBeInTheDocument();
    expect(onValid).not.toHaveBeenCalled();
    await submit(user);
    expect(await screen.findByText('Nome deve ter pelo menos 3 caracteres.')).toBeInTheDocument();
    expect(attempts).toBe(3);
  });

  it('checks with the schema of the latest render', async () => {
    const onValid = vi.fn();
    const strict = schema.extend({ name: z.string().min(10, 'Nome completo, por favor.') });
    const user = userEvent.setup();
    const view = render(<Harness onValid={onValid} />);
    await user.type(screen.getByLabelText('Nome'), 'Ana');
    await user.type(screen.getByLabelText('E-mail'), 'ana@exemplo.com');
    await user.click(screen.getByRole('checkbox', { name: 'Termos' }));
    view.rerender(<Harness source={strict} onValid={onValid} />);
    await submit(user);
    expect(await screen.findByText('Nome completo, por favor.')).toBeInTheDocument();
    expect(onValid).not.toHaveBeenCalled();
  });
});
