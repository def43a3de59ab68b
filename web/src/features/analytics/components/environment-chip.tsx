import Chip from '@mui/material/Chip';
import { environmentLabel } from '../utils/format';

/** A record's environment: Live in green, Test in grey; records flagged as test data say so. */
export function EnvironmentChip({ row }: { row: { environment: 'live' | 'test'; isTest: boolean } }) {
  const live = row.environment === 'live' && !row.isTest;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={live ? 'success' : 'default'}
      label={environmentLabel(row)}
      title={row.isTest ? 'Flagged as test data (an admin or a test account)' : undefined}
    />
  );
}
