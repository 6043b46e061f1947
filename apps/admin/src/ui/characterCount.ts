const countFormat = new Intl.NumberFormat('pt-BR');

/** Characters typed against a column's limit, as a field's helper text shows them: '1.234/20.000 caracteres'. */
export function characterCount(length: number, max: number): string {
  return `${countFormat.format(length)}/${countFormat.format(max)} caracteres`;
}
