import { AdminUploadPage } from '../../features/admin-upload/components/admin-upload-page';

/** /admin/upload. */
export default function AdminUploadRoute() {
  return <AdminUploadPage />;
}
