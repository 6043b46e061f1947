import { breakpoints } from '@chakra-ui/react/theme';

/** A Chakra breakpoint as the CSS it generates writes it (its px in rem). */
const andUp = (breakpoint: string) => `(min-width: ${parseFloat(breakpoint) / 16}rem)`;

/** For code that must agree with `display={{ md: ... }}` and the like: the shop's sidebar, the carousels' slides per view. */
export const MD_AND_UP = andUp(breakpoints.md);
export const LG_AND_UP = andUp(breakpoints.lg);
