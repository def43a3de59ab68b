import CloudUploadOutlined from '../../../components/icons/material/cloud-upload-outlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { UPLOAD_MAX_FILES } from '@bela/contracts/constants';
import { useId, useState, type DragEvent } from 'react';
import { visuallyHidden } from '../../../utils/visually-hidden';
import { ACCEPTED_IMAGE_TYPES } from '../utils/check-selection';

interface DropZoneProps {
  disabled: boolean;
  onFiles: (files: File[]) => void;
}

/**
 * Drag and drop, or browse. The whole zone is the label of a real file input, which stays in the
 * tab order (visually hidden, not display:none): Tab reaches it, Enter or Space opens the picker.
 */
export function DropZone({ disabled, onFiles }: DropZoneProps) {
  const inputId = useId();
  const hintId = useId();
  const [dragging, setDragging] = useState(false);

  const onDragOver = (event: DragEvent) => {
    event.preventDefault();
    event.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
    if (!disabled) setDragging(true);
  };
  const onDragLeave = (event: DragEvent) => {
    // Leaving for a child of the zone is not leaving the zone.
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) onFiles(Array.from(event.dataTransfer.files));
  };

  return (
    <Box
      component="label"
      htmlFor={inputId}
      onDragOver={onDragOver}
      onDragEnter={onDragOver}
      onDragLeave={onDragLeave}
      onDrop={onDrop}
      data-testid="drop-zone"
      sx={{
        position: 'relative',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        textAlign: 'center',
        gap: 1,
        px: 2,
        py: { xs: 3.5, sm: 5 },
        borderRadius: '18px',
        border: '2px dashed',
        borderColor: dragging ? 'primary.main' : 'rgba(176, 48, 90, 0.35)',
        bgcolor: dragging ? 'rgba(176, 48, 90, 0.07)' : '#fff',
        cursor: disabled ? 'not-allowed' : 'pointer',
        opacity: disabled ? 0.6 : 1,
        transition: 'background-color 150ms ease, border-color 150ms ease',
        '&:hover': disabled ? {} : { borderColor: 'primary.main', bgcolor: 'rgba(176, 48, 90, 0.04)' },
        '&:has(input:focus-visible)': { outline: '3px solid #d25c83', outlineOffset: 2 },
      }}
    >
      <Box sx={{ width: 56, height: 56, borderRadius: '50%', display: 'grid', placeItems: 'center', bgcolor: 'rgba(176, 48, 90, 0.1)', color: 'primary.main' }}>
        <CloudUploadOutlined sx={{ fontSize: 30 }} aria-hidden />
      </Box>
      {/* Phones have no dragging: there the zone simply invites a tap. */}
      <Typography sx={{ fontWeight: 700, fontSize: 17, display: { xs: 'none', sm: 'block' } }}>{dragging ? 'Drop the images here' : 'Drag and drop images here'}</Typography>
      <Typography sx={{ fontWeight: 700, fontSize: 17, display: { xs: 'block', sm: 'none' } }}>Choose images to upload</Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', display: { xs: 'none', sm: 'block' } }}>
        or
      </Typography>
      <Box
        component="span"
        aria-hidden
        sx={{ px: 2.5, py: 0.9, borderRadius: 999, fontWeight: 600, color: '#fff', bgcolor: 'primary.main', boxShadow: '0 6px 18px rgba(176, 48, 90, 0.28)' }}
      >
        Browse files
      </Box>
      <Typography id={hintId} variant="caption" sx={{ color: 'text.secondary', mt: 0.5 }}>
        JPEG, PNG, WebP or GIF
        <br />
        {`Up to 10MB each, at most ${UPLOAD_MAX_FILES} per upload`}
      </Typography>
      <input
        id={inputId}
        type="file"
        multiple
        accept={ACCEPTED_IMAGE_TYPES}
        disabled={disabled}
        aria-label="Browse files: choose images to upload"
        aria-describedby={hintId}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          // Cleared so that choosing the same file again (after removing it) still reports a change.
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
        style={visuallyHidden}
      />
    </Box>
  );
}
