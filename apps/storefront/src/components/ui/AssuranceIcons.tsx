import { lineIcon } from './Icons';

/** The icons of the assurance lists (the home's reasons to buy here, a product's assurances), which only they draw. */
export const HeadsetIcon = /* @__PURE__ */ lineIcon(
  'HeadsetIcon',
  <>
    <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
    <rect x="3" y="14" width="4" height="6" rx="1" />
    <rect x="17" y="14" width="4" height="6" rx="1" />
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
