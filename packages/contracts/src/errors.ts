import { z } from 'zod';

const errorParams = z.record(z.string(), z.union([z.string(), z.number()]));
const codedError = z.object({ code: z.string(), params: errorParams });

/**
 * HTTP 400: field name (as the original API spelled it, e.g. `Username`) to its messages (SPEC §8), and
 * beside them, in the same order, each message's code and params for clients to translate.
 */
export const validationErrorResponse = z.object({
  errors: z.record(z.string(), z.array(z.string())),
  errorCodes: z.record(z.string(), z.array(codedError)),
});
export type ValidationErrorResponse = z.infer<typeof validationErrorResponse>;

/** A sentence for the person using the shop, such as the newsletter's thanks. */
export const messageResponse = z.object({ message: z.string() });

/** HTTP 401/403/404/409/429/500: one message for the person using the shop, with its code and params. */
export const errorResponse = messageResponse.extend({ code: z.string(), params: errorParams });
export type ErrorResponse = z.infer<typeof errorResponse>;
export type MessageResponse = z.infer<typeof messageResponse>;
