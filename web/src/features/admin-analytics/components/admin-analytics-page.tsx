import { FeatureUnavailable } from '../../../components/feature-unavailable';
import { paths } from '../../../config/paths';

/** /admin/analytics: usage analytics (built by a later issue). */
export function AdminAnalyticsPage() {
  return <FeatureUnavailable title="Analytics" backTo={paths.chat} backLabel="Back to chat" />;
}
