import { z } from 'zod';

/** HTTP 400: field name (as the original API spelled it, e.g. `Username`) to its messages (SPEC §8). */
export const validationErrorResponse = z.object({
  errors: z.record(z.string(), z.array(z.string())),
});
export type ValidationErrorResponse = z.infer<typeof validationErrorResponse>;

/** HTTP 401/403/404/409/429/500: one message for the person using the shop. */
export const messageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;
