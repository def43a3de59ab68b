import { AdminGalleryPage } from '../../features/admin-gallery/components/admin-gallery-page';

/** /admin/gallery. */
export default function AdminGalleryRoute() {
  return <AdminGalleryPage />;
}
