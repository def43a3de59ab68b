import { AdminMembersPage } from '../../features/admin-members/components/admin-members-page';

/** /admin/members. */
export default function AdminMembersRoute() {
  return <AdminMembersPage />;
}
