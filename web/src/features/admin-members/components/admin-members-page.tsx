/** /admin/members: being built (issue 25). */
export function AdminMembersPage() {
  return null;
}
