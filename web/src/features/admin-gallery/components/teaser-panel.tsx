import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import ArrowDownwardRounded from '../../../components/icons/material/arrow-downward-rounded';
import ArrowUpwardRounded from '../../../components/icons/material/arrow-upward-rounded';
import CloseRounded from '../../../components/icons/material/close-rounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { GalleryPhoto } from '@bela/contracts/gallery';
import { DragHandle } from './drag-handle';

interface TeaserPanelProps {
  /** The teasers as the admin is arranging them, in order. */
  teaserIds: string[];
  /** The loaded photos, to show a teaser's thumbnail and title. */
  photosById: Map<string, GalleryPhoto>;
  /** How many the landing needs (3, fewer while the gallery is smaller). */
  needed: number;
  /** The server would take this many teasers. */
  complete: boolean;
  /** The arrangement differs from the one saved. */
  changed: boolean;
  saving: boolean;
  saved: boolean;
  error: string | null;
  onReorder: (from: number, to: number) => void;
  onRemove: (id: string) => void;
  onSave: () => void;
  onUndo: () => void;
}

function TeaserItem({ id, index, count, photo, onReorder, onRemove }: { id: string; index: number; count: number; photo: GalleryPhoto | undefined; onReorder: TeaserPanelProps['onReorder']; onRemove: () => void }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  const title = photo?.title ?? 'A photo further down the gallery';
  return (
    <Box
      component="li"
      ref={setNodeRef}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        p: 1,
        bgcolor: '#fff',
        border: 1,
        borderColor: 'divider',
        borderRadius: '12px',
        transform: CSS.Transform.toString(transform),
        transition,
        zIndex: isDragging ? 2 : undefined,
        position: 'relative',
        flexWrap: 'wrap',
      }}
    >
      <DragHandle activatorRef={setActivatorNodeRef} attributes={attributes} listeners={listeners} dragging={isDragging} label={`Drag to order teaser ${index + 1}: ${title}`} height={40} />
      <Typography sx={{ fontWeight: 700, width: 20, textAlign: 'center' }}>{index + 1}</Typography>
      {photo ? (
        <Box component="img" src={photo.publicThumbnailUrl} alt="" sx={{ width: 44, height: 44, borderRadius: '8px', objectFit: 'cover', flex: '0 0 auto' }} />
      ) : (
        <Box sx={{ width: 44, height: 44, borderRadius: '8px', bgcolor: 'rgba(74, 29, 51, 0.08)', flex: '0 0 auto' }} />
      )}
      <Typography variant="body2" sx={{ flex: 1, minWidth: 96, fontWeight: 600, overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      <Box sx={{ display: 'flex' }}>
        <IconButton size="small" aria-label="Move up" disabled={index === 0} onClick={() => onReorder(index, index - 1)}>
          <ArrowUpwardRounded fontSize="small" />
        </IconButton>
        <IconButton size="small" aria-label="Move down" disabled={index >= count - 1} onClick={() => onReorder(index, index + 1)}>
          <ArrowDownwardRounded fontSize="small" />
        </IconButton>
        <IconButton size="small" aria-label="Remove from teasers" onClick={onRemove}>
          <CloseRounded fontSize="small" />
        </IconButton>
      </Box>
    </Box>
  );
}

/** The three landing teasers in order: dragged or moved with the buttons, then saved. */
export function TeaserPanel({ teaserIds, photosById, needed, complete, changed, saving, saved, error, onReorder, onRemove, onSave, onUndo }: TeaserPanelProps) {
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onReorder(teaserIds.indexOf(String(active.id)), teaserIds.indexOf(String(over.id)));
  };
  // A screen reader hears the teaser's title, never its id (issue 42).
  const titleOf = (id: string | number) => photosById.get(String(id))?.title || 'the photo';
  const placeOf = (id: string | number) => teaserIds.indexOf(String(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up teaser ${titleOf(active.id)}, at place ${placeOf(active.id)} of ${teaserIds.length}.`,
    onDragOver: ({ active, over }) => (over ? `${titleOf(active.id)} is over place ${placeOf(over.id)} of ${teaserIds.length}.` : `${titleOf(active.id)} is no longer over a place.`),
    onDragEnd: ({ active, over }) => (over ? `${titleOf(active.id)} was dropped at place ${placeOf(over.id)} of ${teaserIds.length}.` : `${titleOf(active.id)} was dropped.`),
    onDragCancel: ({ active }) => `Moving ${titleOf(active.id)} was cancelled; it stays at place ${placeOf(active.id)}.`,
  };

  return (
    <Box component="section" aria-labelledby="landing-teasers-title" sx={{ p: { xs: 1.5, sm: 2 }, borderRadius: '16px', bgcolor: 'rgba(74, 29, 51, 0.04)', border: 1, borderColor: 'divider' }}>
      <Typography id="landing-teasers-title" component="h2" variant="h6">
        Landing teasers
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
        {`Shown blurred on the landing page, in this order. ${teaserIds.length} of ${needed} chosen.`}
      </Typography>
      {teaserIds.length === 0 ? (
        <Typography variant="body2" sx={{ mb: 1.5 }}>
          No teasers chosen: use “Use as teaser” on a photo.
        </Typography>
      ) : (
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={{ announcements }}>
          <SortableContext items={teaserIds} strategy={verticalListSortingStrategy}>
            <Box component="ol" aria-label="Teasers in order" sx={{ listStyle: 'none', m: 0, mb: 1.5, p: 0, display: 'grid', gap: 1 }}>
              {teaserIds.map((id, index) => (
                <TeaserItem key={id} id={id} index={index} count={teaserIds.length} photo={photosById.get(id)} onReorder={onReorder} onRemove={() => onRemove(id)} />
              ))}
            </Box>
          </SortableContext>
        </DndContext>
      )}
      {!complete && (
        <Typography variant="body2" sx={{ color: 'warning.dark', mb: 1.5 }}>
          {`Choose ${needed} teaser${needed === 1 ? '' : 's'} to save.`}
        </Typography>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Button variant="contained" onClick={onSave} disabled={!changed || !complete} loading={saving}>
          Save teasers
        </Button>
        {changed && (
          <Button onClick={onUndo} disabled={saving}>
            Undo changes
          </Button>
        )}
        <Box role="status">
          {saved && !changed && (
            <Typography variant="body2" sx={{ color: 'success.dark', fontWeight: 600 }}>
              Teasers saved.
            </Typography>
          )}
        </Box>
      </Box>
      {error && (
        <Alert severity="error" role="alert" sx={{ mt: 1.5 }}>
          {error}
        </Alert>
      )}
    </Box>
  );
}
