import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { EnvironmentFilter } from '@bela/contracts/analytics';
import { useId } from 'react';
import { environments } from '../utils/analytics-view';

const labels: Record<EnvironmentFilter, string> = { all: 'All', live: 'Live', test: 'Test' };

/**
 * All, Live or Test (SPEC section 4): Live keeps live records and any not flagged as test data;
 * Test keeps test records and any flagged as test data. Applies at once.
 */
export function EnvironmentToggle({ value, onChange }: { value: EnvironmentFilter; onChange: (value: EnvironmentFilter) => void }) {
  const labelId = useId();
  return (
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
        sx={{ bgcolor: 'background.paper', '& .MuiToggleButton-root': { px: 2, fontWeight: 600, textTransform: 'none' } }}
      >
        {environments.map((environment) => (
          <ToggleButton key={environment} value={environment}>
            {labels[environment]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
}
