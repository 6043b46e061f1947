import { lineIcon } from './Icons';

/** The telephone and e-mail icons of the contact channels (the footer's, the contact page's), which only they draw. */
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
