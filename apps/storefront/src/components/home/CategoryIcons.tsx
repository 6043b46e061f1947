import { lineIcon } from '../ui/Icons';

/** The categories' icons, drawn only by the home's category banners. */
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
