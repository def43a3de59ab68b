import { GalleryPage } from '../../features/gallery/components/gallery-page';

/** /image-feed-demo. */
export default function GalleryRoute() {
  return <GalleryPage />;
}
