import { FeatureUnavailable } from '../../../components/feature-unavailable';
import { paths } from '../../../config/paths';

/** /admin/upload: gallery image upload (built by a later issue). */
export function AdminUploadPage() {
  return <FeatureUnavailable title="Upload Images" backTo={paths.chat} backLabel="Back to chat" />;
}
