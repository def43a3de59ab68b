import useMediaQuery from '@mui/material/useMediaQuery';
import { SIDEBAR_MIN_WIDTH_PX } from '../../../config/ui';

/** True at widths where the sidebar is shown by default (768 px and above). */
export function useIsDesktop(): boolean {
  return useMediaQuery(`(min-width:${SIDEBAR_MIN_WIDTH_PX}px)`, { noSsr: true });
}
