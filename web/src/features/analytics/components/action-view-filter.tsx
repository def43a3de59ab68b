import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { actionViewLabels } from '../utils/action-view';
import { actionViews, type ActionView } from '../utils/analytics-view';

/** The actions table's view filter: All Actions, Signups Only, Abandoned Only. */
export function ActionViewFilter({ value, onChange }: { value: ActionView; onChange: (view: ActionView) => void }) {
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={value}
      onChange={(_event, next: ActionView | null) => {
        if (next) onChange(next);
      }}
      aria-label="Show actions"
      sx={{ flexWrap: 'wrap', '& .MuiToggleButton-root': { px: 1.5, py: 0.5, textTransform: 'none', fontWeight: 600 } }}
    >
      {actionViews.map((view) => (
        <ToggleButton key={view} value={view}>
          {actionViewLabels[view]}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
