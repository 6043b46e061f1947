export const PING = 1;
