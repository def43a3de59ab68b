import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import ArrowDownwardRounded from '../../../components/icons/material/arrow-downward-rounded';
import ArrowUpwardRounded from '../../../components/icons/material/arrow-upward-rounded';
import LockOpenRounded from '../../../components/icons/material/lock-open-rounded';
import StarOutlineRounded from '../../../components/icons/material/star-outline-rounded';
import StarRounded from '../../../components/icons/material/star-rounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { GalleryPhoto } from '@bela/contracts/gallery';
import { useEffect, useRef } from 'react';
import { DragHandle } from './drag-handle';
import { PhotoTextForm } from './photo-text-form';

export type MoveDirection = 'up' | 'down';

interface PhotoRowProps {
  photo: GalleryPhoto;
  /** Its place in the member order, 0 first. */
  position: number;
  /** How many photos the gallery holds. */
  total: number;
  isFree: boolean;
  isTeaser: boolean;
  /** Three teasers are chosen already: another can only replace one. */
  teasersFull: boolean;
  /** A save of the curation is under way. */
  savingCuration: boolean;
  onMakeFree: () => void;
  onToggleTeaser: () => void;
  onMove: (direction: MoveDirection) => void;
  /** The move button to give the focus back to once this row has moved. */
  focusMove: MoveDirection | null;
  onFocused: () => void;
}

const rowSx = {
  display: 'grid',
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '132px minmax(0, 1fr)' },
  gap: { xs: 1.5, sm: 2 },
  p: { xs: 1.5, sm: 2 },
  bgcolor: '#fff',
  border: 1,
  borderColor: 'divider',
  borderRadius: '14px',
} as const;

/** One photo of the admin's gallery: thumbnail, title and caption, the free and teaser choices, and its place. */
export function PhotoRow(props: PhotoRowProps) {
  const { photo, position, total, isFree, isTeaser, teasersFull, savingCuration, onMakeFree, onToggleTeaser, onMove, focusMove, onFocused } = props;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: photo.id });
  const upRef = useRef<HTMLButtonElement>(null);
  const downRef = useRef<HTMLButtonElement>(null);
  const first = position === 0;
  const last = position >= total - 1;

  // After a move with the buttons, the focus follows the photo (to the other button at an end).
  useEffect(() => {
    if (!focusMove) return;
    const wanted = focusMove === 'up' ? (first ? downRef : upRef) : last ? upRef : downRef;
    wanted.current?.focus();
    onFocused();
  }, [focusMove, first, last, onFocused]);

  return (
    <Box
      component="li"
      ref={setNodeRef}
      aria-label={photo.title}
      sx={{
        ...rowSx,
        position: 'relative',
        transform: CSS.Transform.toString(transform),
        transition,
        zIndex: isDragging ? 2 : undefined,
        boxShadow: isDragging ? '0 12px 32px rgba(42, 20, 33, 0.25)' : 'none',
        listStyle: 'none',
      }}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', minWidth: 0 }}>
        <DragHandle activatorRef={setActivatorNodeRef} attributes={attributes} listeners={listeners} dragging={isDragging} label={`Drag to reorder: ${photo.title}`} />
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Box
            component="img"
            src={photo.publicThumbnailUrl}
            alt=""
            loading="lazy"
            sx={{ display: 'block', width: { xs: 96, sm: '100%' }, maxWidth: 96, aspectRatio: '1', objectFit: 'cover', borderRadius: '10px', bgcolor: 'rgba(74, 29, 51, 0.08)' }}
          />
          <Typography variant="caption" component="p" sx={{ mt: 0.5, color: 'text.secondary' }}>
            {`#${position + 1}`}
          </Typography>
        </Box>
      </Box>
      <Box sx={{ display: 'grid', gap: 1.25, minWidth: 0 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, minWidth: 0 }}>
          {photo.originalName && (
            <Typography variant="caption" title={photo.originalName} sx={{ color: 'text.secondary', overflowWrap: 'anywhere', minWidth: 0 }}>
              {`File: ${photo.originalName}`}
            </Typography>
          )}
          {isFree && <Chip size="small" color="success" icon={<LockOpenRounded />} label="Free photo" />}
          {isTeaser && <Chip size="small" color="secondary" icon={<StarRounded />} label="Teaser" />}
        </Box>
        <PhotoTextForm photo={photo} />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button size="small" variant={isFree ? 'contained' : 'outlined'} color="success" aria-pressed={isFree} onClick={isFree ? undefined : onMakeFree} disabled={savingCuration && !isFree} startIcon={<LockOpenRounded />}>
            {isFree ? 'The free photo' : 'Make free photo'}
          </Button>
          <Button size="small" variant="outlined" onClick={onToggleTeaser} disabled={!isTeaser && teasersFull} startIcon={isTeaser ? <StarRounded /> : <StarOutlineRounded />}>
            {isTeaser ? 'Remove from teasers' : 'Use as teaser'}
          </Button>
          <Button size="small" ref={upRef} onClick={() => onMove('up')} disabled={first} startIcon={<ArrowUpwardRounded />}>
            Move up
          </Button>
          <Button size="small" ref={downRef} onClick={() => onMove('down')} disabled={last} startIcon={<ArrowDownwardRounded />}>
            Move down
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
