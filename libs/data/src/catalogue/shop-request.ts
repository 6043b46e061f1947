import { mapError, type AreaRules, type ErrorArea } from '../common-errors';
import { sendRequest, type Result, type ServerResponse } from '../send-request';

/**
 * The shop RPCs refuse malformed typed filters with 22023 and a pt-BR message naming the filter
 * (hint `shop_filters_invalid`); PostgREST answers 400. The storefront canonicalises its URL first,
 * so a buyer meets this only through a hand-made request; the text is shown as the server wrote it.
 */
const SHOP_FILTER_RULES: AreaRules = {
  late: ({ code, message }, _area, error) =>
    code === '22023' && (error as { hint?: unknown }).hint === 'shop_filters_invalid' && message.trim() !== ''
      ? { code: 'shop_filters_invalid', text: message }
      : undefined,
};

/** `request` for the shop's list and facets: the common errors and the refused filters. */
export function shopRequest<T>(area: ErrorArea, build: (signal: AbortSignal) => PromiseLike<ServerResponse>): Promise<Result<T | null>> {
  return sendRequest<T>((error, errorArea, status) => mapError(error, errorArea, status, SHOP_FILTER_RULES), area, build);
}
