import { z } from 'zod';

/**
 * The one error format of the API: {"error":{"code","message"}}, message in Portuguese; `field`
 * names the input the message is about, when there is one.
 */
export const apiErrorSchema = z.object({
  error: z.object({ code: z.string(), message: z.string(), field: z.string().optional() }),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
