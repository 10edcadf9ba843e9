import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../constants/users.ts';

/** Longest password accepted: hashing is deliberately expensive, so bound the input. */
export const PASSWORD_MAX_LENGTH = 128;
/** SPEC §9: new password minimum in account settings. */
export const NEW_PASSWORD_MIN_LENGTH = 6;
/** SPEC §9: name minimum in account settings. */
export const NAME_MIN_LENGTH = 3;

const email = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: message }).max(254, message));

/** SPEC §5 Login: both fields required, else 'Por favor, preencha todos os campos'. */
export const signInSchema = z.object({
  email: z
    .string({ error: 'Por favor, preencha todos os campos' })
    .trim()
    .min(1, 'Por favor, preencha todos os campos')
    .toLowerCase(),
  password: z
    .string({ error: 'Por favor, preencha todos os campos' })
    .min(1, 'Por favor, preencha todos os campos')
    .max(PASSWORD_MAX_LENGTH, 'Por favor, preencha todos os campos'),
});
export type SignInInput = z.infer<typeof signInSchema>;

/** SPEC §5 User registration: name, e-mail and password required; terms; password ≥ 8. */
export const signUpSchema = z.object({
  name: z
    .string({ error: 'Informe seu nome completo.' })
    .trim()
    .min(1, 'Informe seu nome completo.')
    .max(120, 'O nome deve ter no máximo 120 caracteres.'),
  email: email('Informe um e-mail válido.'),
  password: z
    .string({ error: 'A senha deve ter pelo menos 8 caracteres.' })
    .min(PASSWORD_MIN_LENGTH, 'A senha deve ter pelo menos 8 caracteres.')
    .max(PASSWORD_MAX_LENGTH, `A senha deve ter no máximo ${PASSWORD_MAX_LENGTH} caracteres.`),
  acceptTerms: z.literal(true, {
    error: 'Você precisa aceitar os termos de uso para continuar.',
  }),
});
export type SignUpInput = z.infer<typeof signUpSchema>;

/** SPEC §5 Recovery: e-mail required, else 'Digite seu email para recuperar a senha'. */
export const forgotPasswordSchema = z.object({
  email: email('Digite seu email para recuperar a senha'),
});

export const resendConfirmationSchema = z.object({
  email: email('Informe um e-mail válido.'),
});

export const tokenSchema = z.object({
  token: z
    .string({ error: 'Link inválido. Solicite um novo.' })
    .regex(/^[A-Za-z0-9_-]{20,100}$/, 'Link inválido. Solicite um novo.'),
});

export const resetPasswordSchema = tokenSchema.extend({
  password: z
    .string({ error: 'A senha deve ter pelo menos 8 caracteres.' })
    .min(PASSWORD_MIN_LENGTH, 'A senha deve ter pelo menos 8 caracteres.')
    .max(PASSWORD_MAX_LENGTH, `A senha deve ter no máximo ${PASSWORD_MAX_LENGTH} caracteres.`),
});

/** SPEC §5 Account settings. */
export const updateNameSchema = z.object({
  name: z
    .string({ error: 'Nome deve ter pelo menos 3 caracteres.' })
    .trim()
    .min(NAME_MIN_LENGTH, 'Nome deve ter pelo menos 3 caracteres.')
    .max(120, 'O nome deve ter no máximo 120 caracteres.'),
});

export const changeEmailSchema = z.object({ email: email('Email inválido.') });

export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: 'Senha atual é obrigatória.' })
      .min(1, 'Senha atual é obrigatória.')
      .max(PASSWORD_MAX_LENGTH, 'Senha atual incorreta.'),
    newPassword: z
      .string({ error: 'Nova senha deve ter pelo menos 6 caracteres.' })
      .min(NEW_PASSWORD_MIN_LENGTH, 'Nova senha deve ter pelo menos 6 caracteres.')
      .max(PASSWORD_MAX_LENGTH, `A senha deve ter no máximo ${PASSWORD_MAX_LENGTH} caracteres.`),
    confirmPassword: z.string({ error: 'As senhas não coincidem.' }),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    message: 'As senhas não coincidem.',
    path: ['confirmPassword'],
  });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** LGPD deletion of one's own account (/perfil): the password confirms it is the owner. */
export const deleteAccountSchema = z.object({
  password: z
    .string({ error: 'Digite sua senha para confirmar.' })
    .min(1, 'Digite sua senha para confirmar.')
    .max(PASSWORD_MAX_LENGTH, 'Senha incorreta.'),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;
