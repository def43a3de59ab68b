import CloudUploadRounded from '../../../components/icons/material/cloud-upload-rounded';
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
    useShallow(({ addFiles, remove, setTitle, clearSelection, dismissNotices, cancel }) => ({ addFiles, remove, setTitle, clearSelection, dismissNotices, cancel })),
  );
  const startUpload = useUploadRound(signedIn);
  const uploading = state.phase === 'uploading';
  const finished = state.phase === 'done' || state.phase === 'failed';
  const nothingSelected = state.selection.length === 0;
  // The bar tells a round under way, or one that added every image; a round with refusals ends
  // with the results, each refused image with its reason, never a full bar over them.
  const everyImageAdded = state.outcomes.every((outcome) => outcome.stored);
  const showProgress = state.progress !== null && (uploading || (state.phase === 'done' && everyImageAdded));

  return (
    <Paper elevation={0} sx={{ p: { xs: 1.5, sm: 3 }, border: 1, borderColor: 'divider' }}>
      <Stack spacing={2}>
        <DropZone disabled={uploading} onFiles={actions.addFiles} />
        <SelectionNotices notices={state.notices} onClose={actions.dismissNotices} />
        <SelectedImages images={state.selection} locked={uploading} onRemove={actions.remove} onTitle={actions.setTitle} onClear={actions.clearSelection} />
        {(!nothingSelected || !finished) && (
          // With nothing selected the button looks disabled yet stays focusable: pressing it says
          // 'Please select at least one image to upload.' (SPEC section 5).
          <Button
            variant="contained"
            size="large"
            fullWidth
            onClick={() => void startUpload()}
            loading={uploading}
            loadingPosition="start"
            startIcon={<CloudUploadRounded />}
            aria-disabled={nothingSelected && !uploading ? true : undefined}
            disableElevation={nothingSelected}
            sx={
              nothingSelected && !uploading
                ? { color: 'action.disabled', bgcolor: 'action.disabledBackground', boxShadow: 'none', '&:hover': { bgcolor: 'action.disabledBackground', boxShadow: 'none' } }
                : undefined
            }
          >
            {uploadButtonLabel(state.selection.length)}
          </Button>
        )}
        {showProgress && state.progress && (
          <UploadProgressPanel progress={state.progress} onCancel={uploading ? actions.cancel : undefined} />
        )}
        {finished && (
          <UploadOutcomeAlert
            storedCount={state.outcomes.filter((outcome) => outcome.stored).length}
            refusedCount={state.outcomes.filter((outcome) => !outcome.stored).length}
            error={state.error}
            onRetry={() => void startUpload()}
          />
        )}
        <UploadResults outcomes={state.outcomes} />
      </Stack>
    </Paper>
  );
}
