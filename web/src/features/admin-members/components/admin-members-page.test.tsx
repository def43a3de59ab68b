/**
 * /admin/members (issue 25) through the real route table: a lookup by e-mail and what it shows,
 * an unknown address, the billing portal in a new tab, a complimentary month behind its
 * confirmation, and the audit log a page at a time.
 */
import { adminAuditEndpoints, type AuditEntry, type AuditLogPage } from '@bela/contracts/admin-members';
import { adminMembersEndpoints, type MemberDetails } from '@bela/contracts/admin-members';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFailure, callsTo, onApi, queriesTo } from '../../../testing/api-handlers';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render';
import { adminInfo, signInAs } from '../../../testing/session';

function memberDetails(overrides: Partial<MemberDetails> = {}): MemberDetails {
  return {
    uid: 'member-7',
    email: 'ada@example.com',
    displayName: 'Ada Lovelace',
    role: 'user',
    createdAt: '2026-11-01T09:00:00.000Z',
    emailVerified: true,
    plan: 'trial',
    trial: { started: '2026-11-25T09:00:00.000Z', ends: '2026-11-28T09:00:00.000Z', daysRemaining: 2, waitlist: false },
    subscription: { status: 'none', paymentStatus: 'unpaid', periodStart: null, periodEnd: null, cancelAtPeriodEnd: false, stripeCustomerId: null },
    lastPaymentDate: null,
    complimentary: { until: null, grants: [] },
    supportMessages: [],
    failedPayments: [],
    stripeDashboardUrl: null,
    ...overrides,
  };
}

const paidMember = () =>
  memberDetails({
    plan: 'paid',
    subscription: {
      status: 'active',
      paymentStatus: 'paid',
      periodStart: '2026-11-10T00:00:00.000Z',
      periodEnd: '2026-12-10T00:00:00.000Z',
      cancelAtPeriodEnd: false,
      stripeCustomerId: 'cus_123',
    },
    lastPaymentDate: '2026-11-10T00:05:00.000Z',
    stripeDashboardUrl: 'https://dashboard.stripe.com/test/customers/cus_123',
  });

const entry = (n: number, overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  id: `entry-${n}`,
  at: new Date(Date.UTC(2026, 10, 26, 10, 0) - n * 60_000).toISOString(),
  adminUid: 'admin-1',
  adminEmail: 'admin@example.com',
  action: 'member-lookup',
  target: `member-${n}@example.com`,
  details: { found: true },
  ...overrides,
});

function answerAuditLog(pages: Record<string, AuditLogPage>) {
  server.use(onApi(adminAuditEndpoints.auditLog, ({ query }) => pages[query.get('cursor') ?? ''] ?? { entries: [], nextCursor: null }));
}

async function openPage() {
  signInAs(adminInfo());
  const rendered = renderApp('/admin/members');
  await screen.findByRole('heading', { level: 1, name: 'Members' }, { timeout: 10_000 });
  return rendered;
}

async function lookUp(user: Awaited<ReturnType<typeof openPage>>['user'], email: string) {
  const field = screen.getByLabelText('Member e-mail');
  await user.clear(field);
  await user.type(field, email);
  await user.click(screen.getByRole('button', { name: 'Look up' }));
}

const fact = (group: string, label: string) => {
  const list = screen.getByRole('heading', { level: 3, name: group }).nextElementSibling as HTMLElement;
  const term = within(list).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the members page', () => {
  it("looks a member up by e-mail and shows their plan, trial, subscription and support messages", async () => {
    answerAuditLog({});
    server.use(
      onApi(adminMembersEndpoints.lookup, () =>
        memberDetails({
          supportMessages: [
            { id: 'm2', at: '2026-11-25T12:30:00.000Z', subject: 'Gallery', message: 'The photos do not load.' },
            { id: 'm1', at: '2026-11-24T08:00:00.000Z', subject: '', message: 'Hello?' },
          ],
        }),
      ),
    );
    const { user } = await openPage();
    expect(await screen.findByText('No admin actions yet.')).toBeInTheDocument();

    // A malformed address is not sent.
    await lookUp(user, 'not-an-address');
    expect(screen.getByText('Enter a valid e-mail address.')).toBeInTheDocument();
    expect(callsTo('/utility/members/lookup')).toHaveLength(0);

    await lookUp(user, 'Ada@Example.com');
    const card = await screen.findByRole('region', { name: 'Ada Lovelace' });
    expect(callsTo('/utility/members/lookup')).toEqual([{ path: '/utility/members/lookup', body: { email: 'ada@example.com' } }]);
    // The result takes the focus.
    expect(within(card).getByRole('heading', { level: 2, name: 'Ada Lovelace' })).toHaveFocus();
    expect(within(card).getByText('Plan: Free trial')).toBeInTheDocument();
    expect(fact('Trial', 'Ends')).toBe('28 Nov 2026');
    expect(fact('Trial', 'Days remaining')).toBe('2');
    expect(fact('Subscription', 'Status')).toBe('No subscription');
    expect(fact('Subscription', 'Last payment')).toBe('—');
    expect(fact('Complimentary access', 'Until')).toBe('Never granted');
    expect(within(card).getByText('No Stripe customer: this member never started a checkout.')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Open billing portal' })).not.toBeInTheDocument();

    const messages = within(card).getAllByRole('listitem').map((item) => item.textContent);
    expect(messages).toEqual(['Gallery25 Nov 2026, 12:30 UTCThe photos do not load.', 'Support request24 Nov 2026, 08:00 UTCHello?']);
  });

  it('says so when no member has the address, and shows an empty message list', async () => {
    answerAuditLog({});
    let known = false;
    server.use(
      onApi(adminMembersEndpoints.lookup, () => (known ? memberDetails() : apiFailure(404, 'member-not-found', 'No member has this e-mail address.'))),
    );
    const { user } = await openPage();
    await lookUp(user, 'nobody@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent('No member has this e-mail address.');
    expect(screen.queryByRole('region', { name: 'Ada Lovelace' })).not.toBeInTheDocument();

    known = true;
    await lookUp(user, 'ada@example.com');
    const card = await screen.findByRole('region', { name: 'Ada Lovelace' });
    expect(within(card).getByText('No support messages.')).toBeInTheDocument();
    expect(screen.queryByText('No member has this e-mail address.')).not.toBeInTheDocument();
  });

  it("opens a paying member's billing portal in a new tab, links their Stripe customer, and offers no complimentary month", async () => {
    answerAuditLog({});
    server.use(
      onApi(adminMembersEndpoints.lookup, () => paidMember()),
      onApi(adminMembersEndpoints.portal, () => ({ url: 'https://billing.stripe.com/p/session/test_1' })),
    );
    const tab = { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const { user } = await openPage();
    await lookUp(user, 'ada@example.com');
    const card = await screen.findByRole('region', { name: 'Ada Lovelace' });
    expect(within(card).getByText('Plan: Paid (Stripe)')).toBeInTheDocument();
    expect(fact('Subscription', 'Current period')).toBe('10 Nov 2026 – 10 Dec 2026');
    expect(fact('Subscription', 'Last payment')).toBe('10 Nov 2026');
    expect(fact('Subscription', 'Stripe customer')).toBe('cus_123');
    expect(within(card).getByRole('link', { name: 'Stripe dashboard (opens in a new tab)' })).toHaveAttribute('href', 'https://dashboard.stripe.com/test/customers/cus_123');
    expect(within(card).getByRole('button', { name: 'Grant a complimentary month' })).toBeDisabled();

    await user.click(within(card).getByRole('button', { name: 'Open billing portal' }));
    await waitFor(() => expect(tab.location.href).toBe('https://billing.stripe.com/p/session/test_1'));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    expect(callsTo('/utility/members/portal')).toEqual([{ path: '/utility/members/portal', body: { uid: 'member-7' } }]);
  });

  it('grants a complimentary month once the admin confirms, and shows its end', async () => {
    answerAuditLog({});
    const expired = memberDetails({ plan: 'expired', trial: { started: '2026-10-01T09:00:00.000Z', ends: '2026-10-04T09:00:00.000Z', daysRemaining: 0, waitlist: false } });
    server.use(
      onApi(adminMembersEndpoints.lookup, () => expired),
      onApi(adminMembersEndpoints.complimentary, ({ body }) => ({
        uid: body.uid,
        until: '2026-12-26T10:00:00.000Z',
        grants: [{ at: '2026-11-26T10:00:00.000Z', by: 'admin@example.com', until: '2026-12-26T10:00:00.000Z' }],
      })),
    );
    const { user } = await openPage();
    await lookUp(user, 'ada@example.com');
    const card = await screen.findByRole('region', { name: 'Ada Lovelace' });
    expect(within(card).getByText('Plan: Trial ended')).toBeInTheDocument();
    const auditReads = queriesTo('/utility/audit-log').length;

    // Cancel grants nothing.
    await user.click(within(card).getByRole('button', { name: 'Grant a complimentary month' }));
    let dialog = await screen.findByRole('dialog', { name: 'Grant a complimentary month?' });
    expect(within(dialog).getByText(/gets 30 days of full access/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo('/utility/members/complimentary')).toHaveLength(0);

    await user.click(within(card).getByRole('button', { name: 'Grant a complimentary month' }));
    dialog = await screen.findByRole('dialog', { name: 'Grant a complimentary month?' });
    await user.click(within(dialog).getByRole('button', { name: 'Grant' }));
    expect(await within(card).findByText('Complimentary month granted: Ada Lovelace has full access until 26 Dec 2026.')).toBeInTheDocument();
    expect(callsTo('/utility/members/complimentary')).toEqual([{ path: '/utility/members/complimentary', body: { uid: 'member-7' } }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(card).getByText('Plan: Complimentary')).toBeInTheDocument();
    expect(fact('Complimentary access', 'Until')).toBe('26 Dec 2026');
    expect(fact('Complimentary access', 'Grants')).toBe('26 Nov 2026 by admin@example.com (until 26 Dec 2026)');
    // The audit log is read again, with the new entry.
    await waitFor(() => expect(queriesTo('/utility/audit-log').length).toBeGreaterThan(auditReads));
  });

  it('shows a refused grant in the dialog', async () => {
    answerAuditLog({});
    server.use(
      onApi(adminMembersEndpoints.lookup, () => memberDetails()),
      onApi(adminMembersEndpoints.complimentary, () => apiFailure(409, 'already-paying', 'This member already pays through Stripe; a complimentary month would not change anything.')),
    );
    const { user } = await openPage();
    await lookUp(user, 'ada@example.com');
    const card = await screen.findByRole('region', { name: 'Ada Lovelace' });
    await user.click(within(card).getByRole('button', { name: 'Grant a complimentary month' }));
    const dialog = await screen.findByRole('dialog', { name: 'Grant a complimentary month?' });
    await user.click(within(dialog).getByRole('button', { name: 'Grant' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This member already pays through Stripe');
    expect(within(card).getByText('Plan: Free trial')).toBeInTheDocument();
  });

  it('lists the audit log newest first and loads more by cursor', async () => {
    const first = Array.from({ length: 25 }, (_, i) => entry(i));
    first[0] = entry(0, { action: 'complimentary-month', target: 'member-7', details: { until: '2026-12-26T10:00:00.000Z' } });
    first[1] = entry(1, { details: { view: 'portal', uid: 'member-7' } });
    answerAuditLog({
      '': { entries: first, nextCursor: 'entry-24' },
      'entry-24': { entries: [entry(25, { action: 'photo-upload', target: 'gallery', details: { stored: 2 } })], nextCursor: null },
    });
    const { user } = await openPage();
    const table = await screen.findByRole('table', { name: 'Audit log' });
    const rows = () => within(table).getAllByRole('row').slice(1);
    expect(rows()).toHaveLength(25);
    expect(within(rows()[0]!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      '26 Nov 2026, 10:00 UTC',
      'admin@example.com',
      'Granted a complimentary month',
      'member-7',
      'until: 26 Dec 2026',
    ]);
    expect(within(rows()[1]!).getByText('Opened the billing portal')).toBeInTheDocument();
    expect(within(rows()[2]!).getByText('Looked up a member')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(rows()).toHaveLength(26));
    expect(queriesTo('/utility/audit-log').map((query) => query['cursor'])).toEqual([undefined, 'entry-24']);
    expect(within(rows()[25]!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      '26 Nov 2026, 09:35 UTC',
      'admin@example.com',
      'Uploaded photos',
      'gallery',
      'stored: 2',
    ]);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});
