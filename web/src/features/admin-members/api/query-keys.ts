/** The members page's query keys: the audit log (a lookup is a mutation: each one is an audited action). */
export const adminMembersKeys = {
  all: ['admin-members'] as const,
  auditLog: ['admin-members', 'audit-log'] as const,
};
