/**
 * Owner of `adminAudit/{id}`: one small document per admin action (issue 25), written when the
 * action succeeds and never changed after. Admins are few, so the collection grows with their work,
 * not with members; a page is read newest first by the `at` field (single-field index).
 */
import { randomBytes } from 'node:crypto';
import type { AdminAction, AuditDetails, AuditEntry } from '@bela/contracts/admin-members';
import { AppError } from '../platform/app-error';
import { DocStoreError, type DocStore } from '../ports/doc-store';

const COLLECTION = 'adminAudit';
const entryPath = (id: string) => `adminAudit/${id}`;

interface AuditRecord {
  at: Date;
  adminUid: string;
  adminEmail: string | null;
  action: AdminAction;
  target: string;
  details: AuditDetails;
  [key: string]: unknown;
}

/** Who acted: the caller of an admin route. */
export interface AuditActor {
  uid: string;
  email?: string | null;
}

export interface AuditEvent {
  action: AdminAction;
  target: string;
  details?: AuditDetails;
}

export class AdminAuditStore {
  constructor(private readonly docs: DocStore) {}

  /** Writes one entry; its id sorts by time, so two entries of one millisecond stay apart. */
  async record(actor: AuditActor, event: AuditEvent, at: Date): Promise<string> {
    const id = `${at.getTime().toString(36).padStart(9, '0')}-${randomBytes(5).toString('hex')}`;
    const record: AuditRecord = {
      at,
      adminUid: actor.uid,
      adminEmail: actor.email ?? null,
      action: event.action,
      target: event.target,
      details: event.details ?? {},
    };
    await this.docs.create(entryPath(id), record);
    return id;
  }

  /** A page, newest first; `cursor` is the last id of the page before. */
  async page(limit: number, cursor?: string): Promise<{ entries: AuditEntry[]; nextCursor: string | null }> {
    const docs = await this.docs
      .query<AuditRecord>({
        collection: COLLECTION,
        orderBy: [{ field: 'at', direction: 'desc' }],
        limit: limit + 1,
        ...(cursor ? { startAfter: cursor } : {}),
      })
      .catch((error: unknown) => {
        // A cursor naming no entry (made up) starts nowhere.
        if (cursor && error instanceof DocStoreError && error.code === 'invalid-argument') throw new AppError('invalid-argument', { message: 'That page of the audit log does not exist.' });
        throw error;
      });
    const shown = docs.slice(0, limit);
    return {
      entries: shown.map(({ id, data }) => ({
        id,
        at: data.at.toISOString(),
        adminUid: data.adminUid,
        adminEmail: data.adminEmail,
        action: data.action,
        target: data.target,
        details: data.details,
      })),
      nextCursor: docs.length > limit ? shown.at(-1)!.id : null,
    };
  }
}
