import type { useSortable } from '@dnd-kit/sortable';
import DragIndicatorRounded from '../../../components/icons/material/drag-indicator-rounded';
import Box from '@mui/material/Box';

type Sortable = ReturnType<typeof useSortable>;

interface DragHandleProps {
  activatorRef: Sortable['setActivatorNodeRef'];
  attributes: Sortable['attributes'];
  listeners: Sortable['listeners'];
  dragging: boolean;
  label: string;
  height?: number;
}

/**
 * The handle a sortable item is dragged by: a button, so the keyboard can pick the item up (Space)
 * and move it with the arrow keys, named for screen readers.
 */
export function DragHandle({ activatorRef, attributes, listeners, dragging, label, height = 48 }: DragHandleProps) {
  return (
    <Box
      component="button"
      type="button"
      ref={activatorRef}
      {...attributes}
      {...listeners}
      aria-label={label}
      sx={{
        flex: '0 0 auto',
        display: 'grid',
        placeItems: 'center',
        width: 32,
        height,
        p: 0,
        border: 0,
        borderRadius: '8px',
        bgcolor: 'transparent',
        color: 'text.secondary',
        cursor: dragging ? 'grabbing' : 'grab',
        touchAction: 'none',
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
      }}
    >
      <DragIndicatorRounded />
    </Box>
  );
}
