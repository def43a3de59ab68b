import { AdminAnalyticsPage } from '../../features/analytics/components/admin-analytics-page';

/** /admin/analytics. */
export default function AdminAnalyticsRoute() {
  return <AdminAnalyticsPage />;
}
