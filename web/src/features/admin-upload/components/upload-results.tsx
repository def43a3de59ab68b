import CheckCircleRounded from '../../../components/icons/material/check-circle-rounded';
import ErrorOutlineRounded from '../../../components/icons/material/error-outline-rounded';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { UploadOutcome } from '../utils/upload-outcome';

/** What became of each image of the last upload: added, or refused with the server's reason. */
export function UploadResults({ outcomes }: { outcomes: UploadOutcome[] }) {
  if (outcomes.length === 0) return null;
  const stored = outcomes.filter((outcome) => outcome.stored).length;
  return (
    <Box component="section" aria-labelledby="upload-results-title">
      <Typography id="upload-results-title" component="h2" sx={{ fontWeight: 700, mb: 0.5 }}>
        {`Results: ${stored} of ${outcomes.length} added`}
      </Typography>
      <List dense disablePadding aria-label="Upload results" sx={{ bgcolor: '#fff', borderRadius: '14px', border: 1, borderColor: 'divider', overflow: 'hidden' }}>
        {outcomes.map((outcome, index) => (
          <ListItem key={outcome.key} divider={index < outcomes.length - 1} sx={{ alignItems: 'flex-start' }}>
            <ListItemIcon sx={{ minWidth: 36, mt: 0.75 }}>
              {outcome.stored ? (
                <CheckCircleRounded sx={{ color: 'success.main' }} aria-hidden />
              ) : (
                <ErrorOutlineRounded sx={{ color: 'error.main' }} aria-hidden />
              )}
            </ListItemIcon>
            <ListItemText
              primary={outcome.name}
              secondary={outcome.stored ? 'Added to the gallery' : outcome.message}
              slotProps={{
                primary: { sx: { fontWeight: 600, overflowWrap: 'anywhere' } },
                secondary: { sx: { color: outcome.stored ? 'success.dark' : 'error.main' } },
              }}
            />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
