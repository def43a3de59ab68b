import type { UserInfo } from '@bela/contracts/auth';

export type GalleryMembership = 'member' | 'trial';

/**
 * Which promo the gallery shows: paid members and admins (who see every photo) are invited back to
 * the chat, everyone else to upgrade. Null until the user info is known.
 */
export function galleryMembership(userInfo: Pick<UserInfo, 'role' | 'access'> | null): GalleryMembership | null {
  if (!userInfo) return null;
  return userInfo.access.isPaidUser || userInfo.role === 'admin' ? 'member' : 'trial';
}
