import { FeatureUnavailable } from '../../../components/feature-unavailable';
import { paths } from '../../../config/paths';

/** /image-feed-demo: the photo gallery (built by a later issue). */
export function GalleryPage() {
  return <FeatureUnavailable title="Exclusive Gallery" backTo={paths.chat} backLabel="Back to chat" />;
}
