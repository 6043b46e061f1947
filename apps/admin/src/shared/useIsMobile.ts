import { useMediaQuery } from '@mui/material';
import { MOBILE_BREAKPOINT_PX } from '@oneboss/domain';

/** Below 768 px the panel switches to its mobile header and tab bar. */
export function useIsMobile(): boolean {
  return useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`, { noSsr: true });
}
