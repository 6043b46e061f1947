/** The toast after publishing or hiding the selected products. */
export function bulkPublishedText(count: number, published: boolean): string {
  const noun = count === 1 ? 'produto' : 'produtos';
  const verb = published ? (count === 1 ? 'publicado' : 'publicados') : count === 1 ? 'ocultado' : 'ocultados';
  return `${count} ${noun} ${verb}.`;
}
