import { useWatch } from 'react-hook-form';
import { characterCount } from './characterCount';

/**
 * A form field's '12/150 caracteres', watching that field alone: typing re-renders this text,
 * not the whole product form around it.
 */
export function FieldCharacterCount({ name, max, suffix = '' }: { name: string; max: number; suffix?: string }) {
  const value: unknown = useWatch({ name });
  return <>{`${characterCount(typeof value === 'string' ? value.length : 0, max)}${suffix}`}</>;
}
