import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PHOTO_CAPTION_MAX, PHOTO_TAG_GROUPS, PHOTO_TAGS_MAX, PHOTO_TITLE_MAX } from '@bela/contracts/constants';
import type { GalleryPhoto } from '@bela/contracts/gallery';
import { useState, type FormEvent } from 'react';
import { useUpdatePhoto } from '../../../resources/photos/mutations';
import { captionProblem, titleProblem } from '../utils/curation-draft';

const sameTags = (a: string[], b: string[]) => a.length === b.length && a.every((tag) => b.includes(tag));

/**
 * A photo's title and caption, whether Bela may share it in chat and its tags (issue 42), saved
 * with Save (or Enter in the title).
 */
export function PhotoTextForm({ photo }: { photo: GalleryPhoto }) {
  const [title, setTitle] = useState(photo.title);
  const [caption, setCaption] = useState(photo.caption ?? '');
  const [shareable, setShareable] = useState(photo.shareable === true);
  const [tags, setTags] = useState<string[]>(photo.tags ?? []);
  const [shownProblem, setShownProblem] = useState(false);
  const update = useUpdatePhoto();
  const titleError = titleProblem(title);
  const captionError = captionProblem(caption);
  const changed = title.trim() !== photo.title || caption.trim() !== (photo.caption ?? '') || shareable !== (photo.shareable === true) || !sameTags(tags, photo.tags ?? []);
  const toggleTag = (tag: string) => {
    update.reset();
    setTags((current) => (current.includes(tag) ? current.filter((other) => other !== tag) : current.length < PHOTO_TAGS_MAX ? [...current, tag] : current));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (titleError || captionError) {
      setShownProblem(true);
      return;
    }
    update.mutate({ photoId: photo.id, title, caption, shareable, tags });
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
      <FormControlLabel
        control={
          <Checkbox
            size="small"
            checked={shareable}
            onChange={(event) => {
              setShareable(event.target.checked);
              update.reset();
            }}
          />
        }
        label="Bela may share this in chat"
      />
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
        <Typography component="legend" variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
          {`Tags (up to ${PHOTO_TAGS_MAX}) · ${tags.length} chosen`}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
          {Object.values(PHOTO_TAG_GROUPS)
            .flat()
            .map((tag) => {
              const chosen = tags.includes(tag);
              return (
                <Chip
                  key={tag}
                  label={tag}
                  size="small"
                  component="button"
                  type="button"
                  aria-pressed={chosen}
                  color={chosen ? 'primary' : 'default'}
                  variant={chosen ? 'filled' : 'outlined'}
                  disabled={!chosen && tags.length >= PHOTO_TAGS_MAX}
                  onClick={() => toggleTag(tag)}
                />
              );
            })}
        </Box>
      </Box>
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
