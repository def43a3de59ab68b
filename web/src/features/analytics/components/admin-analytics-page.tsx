import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AdminNav } from '../../../components/layout/admin-nav';
import { SimplePage } from '../../../components/layout/simple-page';
import { paths } from '../../../config/paths';
import { usePrefetchAnalytics } from '../api/prefetch-analytics';
import { useRefreshAnalytics } from '../api/refresh-analytics';
import { useAnalyticsView } from '../hooks/use-analytics-view';
import type { AnalyticsFilters } from '../utils/analytics-view';
import { formatPeriod } from '../utils/format';
import { fetchKey } from '../utils/stats-query';
import { ActionsPanel } from './actions-panel';
import { AnalyticsTabs, panelId, tabId } from './analytics-tabs';
import { BusinessPanel } from './business-panel';
import { ConversationsPanel } from './conversations-panel';
import { EnvironmentToggle } from './environment-toggle';
import { FiltersForm } from './filters-form';
import { LoginsPanel } from './logins-panel';
import { VisitsPanel } from './visits-panel';

/** The Business and Conversations figures take the period and the environment, none of the other filters. */
export const PERIOD_ONLY_NOTE = 'These figures follow the period and the environment; Page, Limit, Action Type, Login Method and User ID apply to the other tabs.';

/**
 * /admin/analytics (SPEC section 2, "Admin analytics screen"): visits, admin views, the sign-up
 * funnel and login activity for the chosen period and environment. The route guard admits admins.
 * What is shown (tab, environment, actions view, applied filters) lives in the address, the
 * filters being edited in the form; the statistics live in the query cache, one query per tab
 * and filter set.
 */
export function AdminAnalyticsPage() {
  const { view, update, today } = useAnalyticsView();
  usePrefetchAnalytics(view);
  const refresh = useRefreshAnalytics();

  const applyFilters = (filters: AnalyticsFilters) => {
    // Applying the filters already in force still fetches fresh figures.
    if (fetchKey({ ...view, filters }) === fetchKey(view)) refresh(view);
    else update({ filters });
  };

  return (
    <SimplePage maxWidth="xl" backTo={paths.chat} backLabel="Back to chat">
      <AdminNav />
      <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: 2 }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 28, sm: 34 } }}>
              Analytics
            </Typography>
            <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>
              Visits, sign-ups, logins, business and conversations · {formatPeriod(view.filters.startDate, view.filters.endDate)}
            </Typography>
          </Box>
          <EnvironmentToggle value={view.environment} onChange={(environment) => update({ environment })} />
        </Box>

        {/* Remounted when the filters in force change (Back, a shared link), so the form shows them. */}
        <FiltersForm key={JSON.stringify(view.filters)} applied={view.filters} today={today} onApply={applyFilters} tab={view.tab} />

        <Box sx={{ minWidth: 0 }}>
          <AnalyticsTabs value={view.tab} onChange={(tab) => update({ tab }, { replace: true })} />
          <Box role="tabpanel" id={panelId(view.tab)} aria-labelledby={tabId(view.tab)} sx={{ pt: 3, minWidth: 0 }}>
            {(view.tab === 'visits' || view.tab === 'admin') && <VisitsPanel key={view.tab} kind={view.tab} view={view} />}
            {view.tab === 'actions' && <ActionsPanel view={view} actionView={view.actionView} onActionViewChange={(actionView) => update({ actionView }, { replace: true })} />}
            {view.tab === 'logins' && <LoginsPanel view={view} />}
            {(view.tab === 'business' || view.tab === 'conversations') && (
              <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
                {PERIOD_ONLY_NOTE}
              </Typography>
            )}
            {view.tab === 'business' && <BusinessPanel view={view} />}
            {view.tab === 'conversations' && <ConversationsPanel view={view} />}
          </Box>
        </Box>
      </Box>
    </SimplePage>
  );
}
