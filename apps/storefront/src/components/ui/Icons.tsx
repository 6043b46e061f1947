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
 * dropped. This module holds the ones the layout and the home's first screen draw; PageIcons.tsx the rest,
 * so they load with their pages. Plain SVG with static classes (line-icon.css) rather than Chakra's Icon:
 * a page draws dozens, and each Chakra element resolves and hashes its style props at every render.
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

export const ChevronRightIcon = /* @__PURE__ */ lineIcon('ChevronRightIcon', <path d="M9 5l7 7-7 7" />);

export const PhoneIcon = /* @__PURE__ */ lineIcon(
  'PhoneIcon',
  <path d="M5 4h3l2 5-2.5 1.5a11 11 0 0 0 6 6L15 14l5 2v3a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z" />,
);

export const MailIcon = /* @__PURE__ */ lineIcon(
  'MailIcon',
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3 7l9 6 9-6" />
  </>,
);

export const SealIcon = /* @__PURE__ */ lineIcon(
  'SealIcon',
  <>
    <circle cx="12" cy="9" r="6" />
    <path d="M9 14.5L8 22l4-2 4 2-1-7.5" />
  </>,
);

export const TruckIcon = /* @__PURE__ */ lineIcon(
  'TruckIcon',
  <>
    <path d="M2 6h12v10H2zM14 10h4l3 3v3h-7" />
    <circle cx="6" cy="18" r="2" />
    <circle cx="17" cy="18" r="2" />
  </>,
);

export const DiamondIcon = /* @__PURE__ */ lineIcon(
  'DiamondIcon',
  <>
    <path d="M6 3h12l4 6-10 12L2 9z" />
    <path d="M2 9h20M9 3l3 18 3-18" />
  </>,
);

export const CarIcon = /* @__PURE__ */ lineIcon(
  'CarIcon',
  <>
    <path d="M5 17H3v-4.5l3.5-1.5 3-4h6l3.5 4 2 .8V17h-2M9 17h6M6.5 11h12.5" />
    <circle cx="7" cy="17" r="2" />
    <circle cx="17" cy="17" r="2" />
  </>,
);

export const YachtIcon = /* @__PURE__ */ lineIcon(
  'YachtIcon',
  <>
    <path d="M2 15h20l-3 4H5zM6 15v-3h9l3 3M9 12V9h5l1.5 3" />
    <path d="M2 21.5c2 0 2-1 4-1s2 1 4 1 2-1 4-1 2 1 4 1 2-1 4-1" />
  </>,
);

export const PlaneIcon = /* @__PURE__ */ lineIcon(
  'PlaneIcon',
  <path d="M12 2c1 0 1.5 1.5 1.5 3v5l8 4.5V17l-8-2.5v4l2.5 2V22L12 21l-4 1v-1.5l2.5-2v-4l-8 2.5v-2.5l8-4.5V5c0-1.5.5-3 1.5-3z" />,
);

export const BuildingIcon = /* @__PURE__ */ lineIcon(
  'BuildingIcon',
  <path d="M2 21h20M4 21V4a1 1 0 0 1 1-1h9a1 1 0 0 1 1 1v17M15 9h4a1 1 0 0 1 1 1v11M8 7h3M8 11h3M8 15h3M18 13v.01M18 17v.01" />,
);

export const WatchIcon = /* @__PURE__ */ lineIcon(
  'WatchIcon',
  <>
    <circle cx="12" cy="12" r="5.5" />
    <path d="M12 9.5V12l1.5 1.5M9 7.2 9.8 2.5h4.4l.8 4.7M9 16.8l.8 4.7h4.4l.8-4.7" />
  </>,
);

export const LampIcon = /* @__PURE__ */ lineIcon('LampIcon', <path d="M8 3h8l3.5 8h-15zM12 11v10M8 21h8M15 11v2.5" />);

export const ChevronLeftIcon = /* @__PURE__ */ lineIcon('ChevronLeftIcon', <path d="M15 5l-7 7 7 7" />);
