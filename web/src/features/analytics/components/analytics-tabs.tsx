import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { analyticsTabs, tabLabels, type AnalyticsTab } from '../utils/analytics-view';

export const tabId = (tab: AnalyticsTab) => `analytics-tab-${tab}`;
export const panelId = (tab: AnalyticsTab) => `analytics-panel-${tab}`;

/** The spec's four tabs, then Business and Conversations; they scroll sideways on narrow screens. */
export function AnalyticsTabs({ value, onChange }: { value: AnalyticsTab; onChange: (tab: AnalyticsTab) => void }) {
  return (
    <Tabs
      value={value}
      onChange={(_event, next: AnalyticsTab) => onChange(next)}
      variant="scrollable"
      scrollButtons="auto"
      allowScrollButtonsMobile
      aria-label="Analytics"
      // On a phone a long label wraps, so the selected tab fits between the scroll buttons whole.
      sx={{
        borderBottom: 1,
        borderColor: 'divider',
        '& .MuiTab-root': { textTransform: 'none', fontWeight: 600, fontSize: 15, minHeight: 52, maxWidth: { xs: 180, sm: 360 }, px: { xs: 1.5, sm: 2 } },
      }}
    >
      {analyticsTabs.map((tab) => (
        <Tab key={tab} value={tab} label={tabLabels[tab]} id={tabId(tab)} aria-controls={panelId(tab)} />
      ))}
    </Tabs>
  );
}
