import { useEffect, useRef } from 'react';
import { untilFilledLongEnough } from './form-timing';

/**
 * What a public form reports for the server's bot screening: the hidden trap field's value (pass
 * `trapRef` to its Honeypot) and the time since the form first rendered in the browser, after
 * waiting out the minimum. One hook, so the lead and newsletter forms measure alike.
 */
export function useFormEvidence() {
  const trapRef = useRef<HTMLInputElement>(null);
  const openedAt = useRef<number | null>(null);
  useEffect(() => {
    openedAt.current = performance.now();
  }, []);
  const evidence = async (): Promise<{ trap: string; fillMs: number }> => ({
    fillMs: await untilFilledLongEnough(openedAt.current ?? performance.now()),
    trap: trapRef.current?.value ?? '',
  });
  return { trapRef, evidence };
}
