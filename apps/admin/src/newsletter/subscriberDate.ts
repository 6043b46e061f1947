const FORMAT = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'America/Sao_Paulo' });

/** When a subscriber signed up, as an operator in Brazil reads it: 23/11/2026, 12:40. */
export function subscriberDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : FORMAT.format(date);
}

/** The count chip: '1 inscrito', '12 inscritos'. */
export function subscriberCount(total: number): string {
  return `${total.toLocaleString('pt-BR')} ${total === 1 ? 'inscrito' : 'inscritos'}`;
}
