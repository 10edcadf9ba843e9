import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { currentUserSchema } from '../../../../shared/schemas/me.ts';
import { apiPatch } from '../../../lib/api-client.ts';
import { setCurrentUser } from '../../../lib/session/get-me.ts';

const updateNameResponseSchema = z.object({ message: z.string(), user: currentUserSchema });

/** PATCH /api/me: changes the signed-in person's name. */
export function updateName(name: string) {
  return apiPatch('/api/me', updateNameResponseSchema, { name });
}

export function useUpdateName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateName,
    // The header greets by the new first name at once.
    onSuccess: ({ user }) => setCurrentUser(queryClient, user),
  });
}
