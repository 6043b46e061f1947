import type { ReactNode } from 'react';

/** The theme's sizes an icon is drawn at (line-icon.css has a class for each). */
type IconSize = '3' | '3.5' | '4' | '5' | '6' | '7' | '44' | '64';

export interface LineIconProps {
  boxSize?: IconSize;
  /** A theme colour instead of the text's. */
  color?: 'fg.muted' | 'gold.fg';
  /** Turned upside down (a chevron of an open section), with a short transition. */
  turned?: boolean;
  fill?: string;
}

/**
 * Line icons drawn on a 24-unit grid; stroke follows the text colour. Marked pure so unused ones are
 * dropped. This module holds the ones the layout (header, footer, bottom bar) draws, which every
 * page's first chunk carries; PageIcons.tsx those several pages draw, and an icon one component
 * draws sits beside it, so each loads with the pages that draw it (a module's icons all land in the
 * chunk of the module). Plain SVG with static classes (line-icon.css) rather than Chakra's Icon: a
 * page draws dozens, and each Chakra element resolves and hashes its style props at every render.
 */
export function lineIcon(name: string, paths: ReactNode) {
  function LineIcon({ boxSize = '5', color, turned, fill = 'none' }: LineIconProps) {
    const classes = ['chakra-icon', 'line-icon', `line-icon--${boxSize.replace('.', '-')}`];
    if (color) classes.push(`line-icon--${color.replace('.', '-')}`);
    if (turned !== undefined) classes.push(turned ? 'line-icon--turnable line-icon--turned' : 'line-icon--turnable');
    return (
      <svg
        className={classes.join(' ')}
        focusable="false"
        aria-hidden="true"
        viewBox="0 0 24 24"
        fill={fill}
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {paths}
      </svg>
    );
  }
  LineIcon.displayName = name;
  return LineIcon;
}

export const MenuIcon = /* @__PURE__ */ lineIcon('MenuIcon', <path d="M4 7h16M4 12h16M4 17h16" />);

export const CloseIcon = /* @__PURE__ */ lineIcon('CloseIcon', <path d="M6 6l12 12M18 6L6 18" />);

export const UserIcon = /* @__PURE__ */ lineIcon(
  'UserIcon',
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" />
  </>,
);

export const HomeIcon = /* @__PURE__ */ lineIcon('HomeIcon', <path d="M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z" />);

export const StoreIcon = /* @__PURE__ */ lineIcon(
  'StoreIcon',
  <>
    <path d="M5 8h14l-1 12a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1z" />
    <path d="M9 8V6a3 3 0 0 1 6 0v2" />
  </>,
);

export const DiamondIcon = /* @__PURE__ */ lineIcon(
  'DiamondIcon',
  <>
    <path d="M6 3h12l4 6-10 12L2 9z" />
    <path d="M2 9h20M9 3l3 18 3-18" />
  </>,
);

export const SearchIcon = /* @__PURE__ */ lineIcon(
  'SearchIcon',
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-4-4" />
  </>,
);
