import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { EnvironmentFilter } from '@bela/contracts/analytics';
import { useId } from 'react';
import { environments } from '../utils/analytics-view';

const labels: Record<EnvironmentFilter, string> = { all: 'All', live: 'Live', test: 'Test' };

/** What counts as test, shown under the toggle (the server's flag: functions/src/features/analytics/tracking.ts). */
const environmentRule =
  "Test: the local stack's records and anything flagged as test: seeded sample traffic, admins' own activity (also signed out with their address), the test addresses, automated browsers and scripts. Live: the live site's records and anything not flagged.";

/**
 * All, Live or Test (SPEC section 4): Live keeps live records and any not flagged as test data;
 * Test keeps test records and any flagged as test data. Applies at once.
 */
export function EnvironmentToggle({ value, onChange }: { value: EnvironmentFilter; onChange: (value: EnvironmentFilter) => void }) {
  const labelId = useId();
  const ruleId = useId();
  return (
    <Box sx={{ display: 'grid', gap: 0.75, justifyItems: { xs: 'start', md: 'end' }, maxWidth: 460 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Typography id={labelId} variant="body2" sx={{ fontWeight: 600, color: 'text.secondary' }}>
          Environment
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          color="primary"
          value={value}
          onChange={(_event, next: EnvironmentFilter | null) => {
            if (next) onChange(next);
          }}
          aria-labelledby={labelId}
          aria-describedby={ruleId}
          sx={{ bgcolor: 'background.paper', '& .MuiToggleButton-root': { px: 2, fontWeight: 600, textTransform: 'none' } }}
        >
          {environments.map((environment) => (
            <ToggleButton key={environment} value={environment}>
              {labels[environment]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
      <Typography id={ruleId} variant="caption" sx={{ color: 'text.secondary', textAlign: { xs: 'left', md: 'right' } }}>
        {environmentRule}
      </Typography>
    </Box>
  );
}
