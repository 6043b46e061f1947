import { PING } from '@oneboss/domain'; export const PONG = PING;
