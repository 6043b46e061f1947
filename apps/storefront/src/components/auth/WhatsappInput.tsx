import type { ChangeEvent, ComponentProps } from 'react';
import { formatWhatsapp } from '@oneboss/domain';
import { Input } from '../ui/Input';

/** The WhatsApp field: '(11) 99999-9999' appears as the digits are typed. */
export function WhatsappInput({ onChange, ...props }: Omit<ComponentProps<typeof Input>, 'type'>) {
  const format = (event: ChangeEvent<HTMLInputElement>) => {
    event.target.value = formatWhatsapp(event.target.value);
    onChange?.(event);
  };
  return <Input type="tel" autoComplete="tel" inputMode="tel" placeholder="(11) 99999-9999" {...props} onChange={format} />;
}
