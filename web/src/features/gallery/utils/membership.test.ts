import type { UserInfo } from '@bela/contracts/auth';
import { describe, expect, it } from 'vitest';
import { galleryMembership } from './membership';

const info = (role: UserInfo['role'], isPaidUser: boolean) => ({ role, access: { isPaidUser } }) as Pick<UserInfo, 'role' | 'access'>;

describe('gallery membership', () => {
  it('invites paid members and admins back to the chat, others to upgrade', () => {
    expect(galleryMembership(info('user', true))).toBe('member');
    expect(galleryMembership(info('admin', false))).toBe('member');
    expect(galleryMembership(info('user', false))).toBe('trial');
    expect(galleryMembership(null)).toBeNull();
  });
});
