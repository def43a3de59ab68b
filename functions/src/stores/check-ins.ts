/**
 * Owner of `checkIns/{uid}`: a member's check-in settings and schedule (issue 44), and
 * `checkIns/{uid}/devices/{id}`: the devices that receive its notifications. A document exists only
 * for a member who opened the settings; `nextCheckInAt` is set only while check-ins are on, so the
 * scheduler's query (`enabled == true && nextCheckInAt <= now`, ordered by `nextCheckInAt`, a
 * composite index in firestore.indexes.json) reads due members only, never the users. Each
 * document is written by its member's settings and at most once a slot by the scheduler.
 */
import { createHash } from 'node:crypto';
import type { CheckInFrequency } from '@bela/contracts/check-ins';
import { FieldValues, type Doc, type DocStore, type Query, type Transaction, type WriteOps } from '../ports/doc-store';
import { deleteAll, serialise } from './document-pages';

export interface CheckInRecord {
  enabled: boolean;
  frequency: CheckInFrequency;
  windowStart: string;
  windowEnd: string;
  quietStart: string;
  quietEnd: string;
  notifications: boolean;
  timeZone: string | null;
  /** Set while enabled only. */
  nextCheckInAt?: Date;
  /** The last slot a check-in was written for (schedule.ts): one a slot. */
  lastSlot?: string;
  lastSentAt?: Date;
  /** Where the last one went, for the replies-within-an-hour figure. */
  lastCheckIn?: { conversationId: string; messageId: string; at: Date };
  /** Plans already asked about (plan-topic.ts `askedKey`), newest last, at most ASKED_PLANS_MAX. */
  askedPlans?: string[];
  updatedAt: Date;
  [key: string]: unknown;
}

export interface DeviceRecord {
  token: string;
  updatedAt: Date;
  [key: string]: unknown;
}

export const ASKED_PLANS_MAX = 20;
/** Devices kept per member: the most recently refreshed. */
export const DEVICES_MAX = 10;

export const checkInPath = (uid: string) => `checkIns/${uid}`;
const devicesPath = (uid: string) => `${checkInPath(uid)}/devices`;
const deviceId = (token: string) => createHash('sha256').update(token).digest('hex').slice(0, 40);

/** The scheduler's query: due members, oldest due first, one page. */
export function dueQuery(now: Date, limit: number, startAfter?: string): Query {
  return {
    collection: 'checkIns',
    where: [
      { field: 'enabled', op: '==', value: true },
      { field: 'nextCheckInAt', op: '<=', value: now },
    ],
    orderBy: [{ field: 'nextCheckInAt', direction: 'asc' }],
    limit,
    ...(startAfter ? { startAfter } : {}),
  };
}

export class CheckInStore {
  constructor(private readonly docs: DocStore) {}

  async get(uid: string): Promise<CheckInRecord | null> {
    return (await this.docs.get<CheckInRecord>(checkInPath(uid)))?.data ?? null;
  }

  /** The whole record, as the settings route computed it (nextCheckInAt removed when off). */
  async save(uid: string, record: CheckInRecord): Promise<void> {
    const { nextCheckInAt, ...rest } = record;
    await this.docs.set(checkInPath(uid), { ...rest, nextCheckInAt: nextCheckInAt ?? FieldValues.delete() }, { merge: true });
  }

  /** One page of due members. */
  due(now: Date, limit: number, startAfter?: string): Promise<Doc<CheckInRecord>[]> {
    return this.docs.query<CheckInRecord>(dueQuery(now, limit, startAfter));
  }

  /** Read inside the scheduler's transaction, beside the member's other documents. */
  readIn(tx: Transaction, uid: string): Promise<Doc<CheckInRecord> | null> {
    return tx.get<CheckInRecord>(checkInPath(uid));
  }

  /** The scheduler's update of a member's schedule, as a write of its batch or transaction. */
  scheduleIn(ops: WriteOps, uid: string, fields: Partial<CheckInRecord>): void {
    ops.update(checkInPath(uid), fields);
  }

  /** Makes the member (or every opted-in member, page by page) due at `now`: `npm run check-ins -- now`. */
  async makeDue(now: Date, uid?: string): Promise<number> {
    if (uid) {
      const record = await this.get(uid);
      if (!record?.enabled) return 0;
      await this.docs.update(checkInPath(uid), { nextCheckInAt: now });
      return 1;
    }
    let count = 0;
    let startAfter: string | undefined;
    for (;;) {
      const page = await this.docs.query({ collection: 'checkIns', where: [{ field: 'enabled', op: '==', value: true }], limit: 400, ...(startAfter ? { startAfter } : {}) });
      if (page.length === 0) return count;
      await this.docs.batch((ops) => page.forEach((doc) => ops.update(doc.path, { nextCheckInAt: now })));
      count += page.length;
      startAfter = page.at(-1)!.id;
    }
  }

  /** Keeps a device's token (refreshed: its time moves on); the oldest beyond DEVICES_MAX go. Returns how many the member has. */
  async keepDevice(uid: string, token: string, at: Date): Promise<number> {
    await this.docs.set(`${devicesPath(uid)}/${deviceId(token)}`, { token, updatedAt: at });
    const devices = await this.docs.query<DeviceRecord>({ collection: devicesPath(uid), orderBy: [{ field: 'updatedAt', direction: 'desc' }], limit: DEVICES_MAX + 5 });
    const extra = devices.slice(DEVICES_MAX);
    if (extra.length) await this.docs.batch((ops) => extra.forEach((doc) => ops.delete(doc.path)));
    return Math.min(devices.length, DEVICES_MAX);
  }

  async forgetDevice(uid: string, token: string): Promise<number> {
    await this.docs.delete(`${devicesPath(uid)}/${deviceId(token)}`);
    return (await this.devices(uid)).length;
  }

  async devices(uid: string): Promise<string[]> {
    const devices = await this.docs.query<DeviceRecord>({ collection: devicesPath(uid), limit: DEVICES_MAX });
    return devices.map((doc) => doc.data.token);
  }

  /** The member's settings and devices for their data export (the devices by when they were kept, not their tokens). */
  async exportOf(uid: string): Promise<Record<string, unknown>[]> {
    const [record, devices] = await Promise.all([this.get(uid), this.docs.query<DeviceRecord>({ collection: devicesPath(uid), limit: DEVICES_MAX })]);
    if (!record) return [];
    return [{ id: 'settings', ...serialise(record), devices: devices.map((device) => ({ keptAt: device.data.updatedAt instanceof Date ? device.data.updatedAt.toISOString() : null })) }];
  }

  /** Everything of the member's: their account is being deleted, or the scheduler found it gone. */
  async deleteAllOf(uid: string): Promise<void> {
    await deleteAll(this.docs, devicesPath(uid));
    await this.docs.delete(checkInPath(uid));
  }
}
