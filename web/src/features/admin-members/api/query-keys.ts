/** The members page's query keys: the audit log, and its mutations (a lookup is one too: each is an audited action). */
export const adminMembersKeys = {
  all: ['admin-members'] as const,
  auditLog: ['admin-members', 'audit-log'] as const,
  lookup: () => ['admin-members', 'lookup'] as const,
  complimentary: () => ['admin-members', 'complimentary'] as const,
  portal: () => ['admin-members', 'portal'] as const,
};
