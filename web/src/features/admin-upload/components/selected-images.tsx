import CloseRounded from '../../../components/icons/material/close-rounded';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PHOTO_TITLE_MAX, UPLOAD_MAX_FILES } from '@bela/contracts/constants';
import type { SelectedImage } from '../stores/upload-store';
import { formatBytes } from '../utils/format-bytes';

interface SelectedImagesProps {
  images: SelectedImage[];
  /** While uploading nothing can be removed. */
  locked: boolean;
  onRemove: (key: string) => void;
  /** The title members will see (issue 42). */
  onTitle?: (key: string, title: string) => void;
  onClear: () => void;
}

/** The selected images, each with its thumbnail, size, the title members will see and a remove button. */
export function SelectedImages({ images, locked, onRemove, onTitle, onClear }: SelectedImagesProps) {
  if (images.length === 0) return null;
  const totalBytes = images.reduce((sum, image) => sum + image.file.size, 0);
  return (
    <Box component="section" aria-labelledby="selected-images-title">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 0.5 }}>
        <Typography id="selected-images-title" component="h2" sx={{ fontWeight: 700 }}>
          {`Selected images (${images.length}/${UPLOAD_MAX_FILES})`}
          <Typography component="span" variant="body2" sx={{ color: 'text.secondary', ml: 1 }}>
            {formatBytes(totalBytes)}
          </Typography>
        </Typography>
        <Button size="small" onClick={onClear} disabled={locked} sx={{ flex: '0 0 auto', whiteSpace: 'nowrap' }}>
          Clear all
        </Button>
      </Stack>
      <List dense disablePadding sx={{ bgcolor: '#fff', borderRadius: '14px', border: 1, borderColor: 'divider', overflow: 'hidden' }}>
        {images.map((image, index) => (
          <ListItem
            key={image.key}
            divider={index < images.length - 1}
            sx={{ flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
            secondaryAction={
              <IconButton edge="end" onClick={() => onRemove(image.key)} disabled={locked} aria-label={`Remove ${image.file.name}`}>
                <CloseRounded />
              </IconButton>
            }
          >
            <ListItemAvatar>
              <Avatar variant="rounded" src={image.previewUrl || undefined} alt="" sx={{ width: 48, height: 48, mr: 1.5, bgcolor: 'rgba(176, 48, 90, 0.1)' }} />
            </ListItemAvatar>
            <ListItemText
              primary={image.file.name}
              secondary={formatBytes(image.file.size)}
              sx={{ minWidth: 0 }}
              slotProps={{ primary: { noWrap: true, title: image.file.name, sx: { fontWeight: 600 } } }}
            />
            {onTitle && (
              <TextField
                label={`Title for ${image.file.name}`}
                size="small"
                value={image.title ?? ''}
                onChange={(event) => onTitle(image.key, event.target.value)}
                disabled={locked}
                helperText="What members see"
                slotProps={{ htmlInput: { maxLength: PHOTO_TITLE_MAX } }}
                sx={{ ml: { xs: 0, sm: 1.5 }, mr: 1, mt: { xs: 1, sm: 0 }, width: { xs: '100%', sm: 220 }, flex: '0 0 auto' }}
              />
            )}
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
