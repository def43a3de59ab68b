import { AdminAnalyticsPage } from '../../features/admin-analytics/components/admin-analytics-page';

/** /admin/analytics. */
export default function AdminAnalyticsRoute() {
  return <AdminAnalyticsPage />;
}
