/** Owner of `logins/{id}`: raw sign-in events (SPEC.md section 3, Login activity). */
import type { DocStore, Filter } from '../ports/doc-store';
import { allDocs, deleteAll, serialise } from './document-pages';

/** Raw analytics events are kept this long, then purged by the retention job. */
const EVENT_RETENTION_DAYS = 400;

export interface NewLoginEvent {
  timestamp: Date;
  success: boolean | 'unknown';
  loginMethod: string;
  email: string | null;
  userId: string | null;
  deviceType: string | null;
  browser: string | null;
  ip: string | null;
  userAgent: string | null;
  errorMessage: string | null;
  sessionId: string | null;
  page: string | null;
  environment: 'live' | 'test';
  isTest: boolean;
}

export interface LoginEvent extends NewLoginEvent {
  expiresAt: Date;
  [key: string]: unknown;
}

export interface LoginQuery {
  userId?: string;
  loginMethod?: string;
  startDate?: Date;
  endDate?: Date;
  limit: number;
}

const byUser = (uid: string): Filter[] => [{ field: 'userId', op: '==', value: uid }];

export class LoginEventStore {
  constructor(private readonly docs: DocStore) {}

  async record(id: string, event: NewLoginEvent): Promise<void> {
    const expiresAt = new Date(event.timestamp.getTime() + EVENT_RETENTION_DAYS * 86_400_000);
    await this.docs.create(`logins/${id}`, { ...event, expiresAt });
  }

  /** Newest first. */
  async find(query: LoginQuery): Promise<{ id: string; data: LoginEvent }[]> {
    const where: Filter[] = [];
    if (query.userId) where.push({ field: 'userId', op: '==', value: query.userId });
    if (query.loginMethod) where.push({ field: 'loginMethod', op: '==', value: query.loginMethod });
    if (query.startDate) where.push({ field: 'timestamp', op: '>=', value: query.startDate });
    if (query.endDate) where.push({ field: 'timestamp', op: '<=', value: query.endDate });
    return this.docs.query<LoginEvent>({ collection: 'logins', where, orderBy: [{ field: 'timestamp', direction: 'desc' }], limit: query.limit });
  }

  async exportOf(uid: string): Promise<Record<string, unknown>[]> {
    const found = [];
    for await (const doc of allDocs(this.docs, 'logins', byUser(uid))) found.push({ id: doc.id, ...serialise(doc.data) });
    return found;
  }

  async deleteOf(uid: string): Promise<number> {
    return deleteAll(this.docs, 'logins', byUser(uid));
  }
}
