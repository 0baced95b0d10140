/**
 * Everything the server knows about the signed-in user lives under these keys, so signing out (SPEC §4:
 * "resets sign-in, user info, preorder list and miles profile") drops it in one go. Orders and the
 * pre-order list belong here too.
 */
export const accountQueryKeys = {
  all: ['account'] as const,
  ofUser: (userId: number) => ['account', userId] as const,
  profile: (userId: number) => ['account', userId, 'profile'] as const,
};
