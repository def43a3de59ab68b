/**
 * Layout shared by the overlay dialogs: on a phone a dialog takes the width there is and stacks
 * its buttons at full width, the main action on top; from the `sm` breakpoint up they sit in a row.
 */
export const overlayDialogSx = {
  '& .MuiDialog-paper': { m: { xs: 2, sm: 4 }, width: { xs: 'calc(100% - 32px)', sm: 'calc(100% - 64px)' } },
} as const;

export const overlayActionsSx = {
  px: 3,
  pb: 2.5,
  gap: 1,
  flexDirection: { xs: 'column-reverse', sm: 'row' },
  alignItems: { xs: 'stretch', sm: 'center' },
  // DialogActions spaces its buttons with a left margin; the gap does it here, in both directions.
  '& > :not(style) ~ :not(style)': { ml: 0 },
} as const;
