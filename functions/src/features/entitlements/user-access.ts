/** Reads what the store knows about a user and computes their access, in one place. */
import type { Services } from '../../composition-root';
import type { AccessStatus, UserInfo } from '../../shared/schemas';
import { toUserInfo, userPath, type UserRecord } from '../auth/user-record';
import { isOnWaitlist } from '../waitlist/waitlist';
import { accessStatus } from './access-status';

async function accessFor(services: Services, record: UserRecord, emailVerified: boolean): Promise<AccessStatus> {
  return accessStatus({
    createdAt: record.createdAt instanceof Date ? record.createdAt : new Date(0),
    subscriptionStatus: record.subscriptionStatus,
    paymentStatus: record.paymentStatus,
    emailVerified,
    isWaitlistUser: await isOnWaitlist(services.docs, record.email),
    now: services.now(),
  });
}

export async function userInfoFor(services: Services, uid: string, record: UserRecord, emailVerified: boolean): Promise<UserInfo> {
  return toUserInfo(uid, record, await accessFor(services, record, emailVerified));
}

/** The record and access of a signed-in caller, or null when they have no profile yet. */
export async function loadUserAccess(
  services: Services,
  uid: string,
  emailVerified: boolean,
): Promise<{ record: UserRecord; access: AccessStatus } | null> {
  const doc = await services.docs.get<UserRecord>(userPath(uid));
  if (!doc) return null;
  return { record: doc.data, access: await accessFor(services, doc.data, emailVerified) };
}
