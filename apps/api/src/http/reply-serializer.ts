import { prettifyError, ZodType } from 'zod';

/**
 * Response schemas document the API; serialising through them was measured slower than JSON.stringify for
 * string-heavy product rows (docs/performance.md), so production stringifies replies directly. Tests check
 * each reply against its schema first, so that no answer drifts from its contract unseen.
 */
export function replySerializer(checkReplies: boolean) {
  return ({ schema, method, url }: { schema: unknown; method: string; url: string }) => {
    const contract = schema instanceof ZodType ? schema : null;
    return (data: unknown) => {
      if (checkReplies && contract) {
        const checked = contract.safeParse(data);
        if (!checked.success) {
          throw new Error(`${method} ${url} answered outside its contract: ${prettifyError(checked.error)}`);
        }
      }
      return JSON.stringify(data);
    };
  };
}
