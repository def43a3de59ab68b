/** /admin/gallery: being built (issue 25). */
export function AdminGalleryPage() {
  return null;
}
