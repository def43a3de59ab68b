import CloudUploadRounded from '@mui/icons-material/CloudUploadRounded';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useShallow } from 'zustand/react/shallow';
import { useUploadRound } from '../hooks/use-upload-round';
import { useUploadStore } from '../stores/upload-store';
import { uploadButtonLabel } from '../utils/upload-messages';
import { DropZone } from './drop-zone';
import { SelectedImages } from './selected-images';
import { UploadProgressPanel } from './upload-progress-panel';
import { UploadResults } from './upload-results';
import { SelectionNotices, UploadOutcomeAlert } from './upload-status';

/** Choose images, upload them with one progress bar, and read what became of each. */
export function UploadPanel({ signedIn }: { signedIn: boolean }) {
  const state = useUploadStore(
    useShallow(({ selection, notices, phase, progress, outcomes, error }) => ({ selection, notices, phase, progress, outcomes, error })),
  );
  const actions = useUploadStore(
    useShallow(({ addFiles, remove, clearSelection, dismissNotices, cancel }) => ({ addFiles, remove, clearSelection, dismissNotices, cancel })),
  );
  const startUpload = useUploadRound(signedIn);
  const uploading = state.phase === 'uploading';
  const finished = state.phase === 'done' || state.phase === 'failed';

  return (
    <Paper elevation={0} sx={{ p: { xs: 1.5, sm: 3 }, border: 1, borderColor: 'divider' }}>
      <Stack spacing={2}>
        <DropZone disabled={uploading} onFiles={actions.addFiles} />
        <SelectionNotices notices={state.notices} onClose={actions.dismissNotices} />
        <SelectedImages images={state.selection} locked={uploading} onRemove={actions.remove} onClear={actions.clearSelection} />
        {(state.selection.length > 0 || !finished) && (
          <Button
            variant="contained"
            size="large"
            fullWidth
            onClick={() => void startUpload()}
            loading={uploading}
            loadingPosition="start"
            startIcon={<CloudUploadRounded />}
          >
            {uploadButtonLabel(state.selection.length)}
          </Button>
        )}
        {state.progress && state.phase !== 'failed' && state.phase !== 'idle' && (
          <UploadProgressPanel progress={state.progress} onCancel={uploading ? actions.cancel : undefined} />
        )}
        {finished && (
          <UploadOutcomeAlert
            storedCount={state.outcomes.filter((outcome) => outcome.stored).length}
            error={state.error}
            onRetry={() => void startUpload()}
          />
        )}
        <UploadResults outcomes={state.outcomes} />
      </Stack>
    </Paper>
  );
}
