import { lineIcon } from './Icons';

/** Icons drawn by pages rather than by the layout (see Icons.tsx). */
export const ArrowLeftIcon = /* @__PURE__ */ lineIcon('ArrowLeftIcon', <path d="M19 12H5M11 6l-6 6 6 6" />);

export const HeartIcon = /* @__PURE__ */ lineIcon(
  'HeartIcon',
  <path d="M12 20s-7.5-4.6-9-9.2C2 7.4 4.2 4.5 7.4 4.5c2 0 3.4 1.1 4.6 2.7 1.2-1.6 2.6-2.7 4.6-2.7 3.2 0 5.4 2.9 4.4 6.3C19.5 15.4 12 20 12 20z" />,
);

export const ShareIcon = /* @__PURE__ */ lineIcon(
  'ShareIcon',
  <>
    <circle cx="18" cy="5" r="2.5" />
    <circle cx="6" cy="12" r="2.5" />
    <circle cx="18" cy="19" r="2.5" />
    <path d="M8.2 10.8l7.6-4.4M8.2 13.2l7.6 4.4" />
  </>,
);

export const ChatIcon = /* @__PURE__ */ lineIcon(
  'ChatIcon',
  <path d="M20 11.5a8 8 0 0 1-11.8 7L4 20l1.5-4A8 8 0 1 1 20 11.5z" />,
);

export const ShieldIcon = /* @__PURE__ */ lineIcon(
  'ShieldIcon',
  <>
    <path d="M12 3l8 3v6c0 4.5-3.4 8-8 9-4.6-1-8-4.5-8-9V6z" />
    <path d="M8.5 12l2.5 2.5 4.5-5" />
  </>,
);

export const ExpandIcon = /* @__PURE__ */ lineIcon('ExpandIcon', <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />);

export const MapPinIcon = /* @__PURE__ */ lineIcon(
  'MapPinIcon',
  <>
    <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </>,
);

export const CompareIcon = /* @__PURE__ */ lineIcon('CompareIcon', <path d="M9 4H5a1 1 0 0 0-1 1v14a1 1 0 0 0 1 1h4M15 4h4a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1h-4M12 2v20" />);

export const ChevronRightIcon = /* @__PURE__ */ lineIcon('ChevronRightIcon', <path d="M9 5l7 7-7 7" />);

export const ChevronLeftIcon = /* @__PURE__ */ lineIcon('ChevronLeftIcon', <path d="M15 5l-7 7 7 7" />);
