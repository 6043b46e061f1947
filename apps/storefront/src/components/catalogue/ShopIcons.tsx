import { lineIcon } from '../ui/Icons';

/** Icons drawn only by the shop's filters and sort. */
export const ChevronDownIcon = /* @__PURE__ */ lineIcon('ChevronDownIcon', <path d="M5 9l7 7 7-7" />);

export const FilterIcon = /* @__PURE__ */ lineIcon('FilterIcon', <path d="M3 5h18l-7 8v6l-4 2v-8z" />);
