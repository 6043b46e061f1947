import { useEffect } from 'react';
import { rememberVisitAttribution } from './visit';

/** Keeps where the visit came from (UTM parameters, referrer) from its first page, for its leads. */
export function VisitAttributionCapture() {
  useEffect(() => rememberVisitAttribution(), []);
  return null;
}
