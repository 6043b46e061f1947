const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-([0-9a-f])[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** RFC 4122 UUID whose version digit is one of `versions` (by default versions 1 to 5). */
export function isUuid(id: unknown, versions: readonly number[] = [1, 2, 3, 4, 5]): id is string {
  if (typeof id !== 'string') return false;
  const match = UUID_PATTERN.exec(id);
  if (!match) return false;
  return versions.includes(Number.parseInt(match[1], 16));
}

export function isUuidV4(id: unknown): id is string {
  return isUuid(id, [4]);
}

export type IdKind = 'category' | 'subcategory';

const INVALID_ID_TITLES: Readonly<Record<IdKind, string>> = {
  category: 'ID da categoria inválido',
  subcategory: 'ID de subcategoria inválido',
};

export function invalidIdMessage(kind: IdKind, id: string): { title: string; description: string } {
  return {
    title: INVALID_ID_TITLES[kind],
    description: `O identificador recebido (${id}) não está no formato UUID válido.`,
  };
}
