import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PHOTO_CAPTION_MAX, PHOTO_TITLE_MAX } from '@bela/contracts/constants';
import type { GalleryPhoto } from '@bela/contracts/gallery';
import { useState, type FormEvent } from 'react';
import { useUpdatePhoto } from '../../../resources/photos/mutations';
import { captionProblem, titleProblem } from '../utils/curation-draft';

/** A photo's title and caption, saved with Save (or Enter in the title). */
export function PhotoTextForm({ photo }: { photo: GalleryPhoto }) {
  const [title, setTitle] = useState(photo.title);
  const [caption, setCaption] = useState(photo.caption ?? '');
  const [shownProblem, setShownProblem] = useState(false);
  const update = useUpdatePhoto();
  const titleError = titleProblem(title);
  const captionError = captionProblem(caption);
  const changed = title.trim() !== photo.title || caption.trim() !== (photo.caption ?? '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (titleError || captionError) {
      setShownProblem(true);
      return;
    }
    update.mutate({ photoId: photo.id, title, caption });
  };

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 1.25, minWidth: 0 }}>
      <TextField
        label="Title"
        size="small"
        value={title}
        onChange={(event) => {
          setTitle(event.target.value);
          update.reset();
        }}
        error={shownProblem && Boolean(titleError)}
        helperText={shownProblem && titleError ? titleError : `${title.trim().length}/${PHOTO_TITLE_MAX}`}
        slotProps={{ htmlInput: { maxLength: PHOTO_TITLE_MAX + 20 } }}
        fullWidth
      />
      <TextField
        label="Caption"
        size="small"
        value={caption}
        onChange={(event) => {
          setCaption(event.target.value);
          update.reset();
        }}
        error={shownProblem && Boolean(captionError)}
        helperText={shownProblem && captionError ? captionError : `Optional · ${caption.trim().length}/${PHOTO_CAPTION_MAX}`}
        multiline
        minRows={1}
        maxRows={4}
        fullWidth
      />
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1.5 }}>
        <Button type="submit" variant="contained" size="small" loading={update.isPending} disabled={!changed && !update.isError}>
          Save
        </Button>
        <Box role="status" sx={{ minWidth: 0 }}>
          {update.isSuccess && !changed && (
            <Typography variant="body2" sx={{ color: 'success.dark', fontWeight: 600 }}>
              Saved.
            </Typography>
          )}
        </Box>
      </Box>
      {update.isError && (
        <Alert severity="error" role="alert">
          {`Could not save: ${update.error.message || 'unknown error'}`}
        </Alert>
      )}
    </Box>
  );
}
