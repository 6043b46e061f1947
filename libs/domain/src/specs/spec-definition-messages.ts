// The specification form's messages and limits, apart from its zod schema: the server's error
// mapping shows them too, and a page that only maps errors then loads no zod.
import { formatPtBrNumber } from '../pt-br-number';

/** The headline specs a card shows, at most, per category. */
export const MAX_HEADLINE_SPECS = 3;
export const SPEC_LABEL_MAX = 80;
export const SPEC_GROUP_MAX = 60;

export const SPEC_DEFINITION_MESSAGES = {
  label: `Informe o nome, com até ${SPEC_LABEL_MAX} caracteres.`,
  keyFormat: 'Use de 1 a 40 letras minúsculas sem acento, números ou "_", começando por uma letra.',
  keyReserved: 'Este identificador é usado pela loja; escolha outro.',
  keyTaken: 'Já existe uma especificação com esse identificador nesta categoria.',
  type: 'Selecione o tipo.',
  unit: 'Selecione uma unidade da lista.',
  decimals: 'Informe de 0 a 4 casas decimais.',
  bound: 'Informe um número, como 1.250,5.',
  boundsOrder: 'O mínimo não pode ser maior que o máximo.',
  group: `O grupo pode ter até ${SPEC_GROUP_MAX} caracteres.`,
  headlineFull: `No máximo ${MAX_HEADLINE_SPECS} especificações em destaque por categoria.`,
  optionsMissing: 'Cadastre ao menos uma opção.',
  optionLabel: `Informe o nome da opção, com até ${SPEC_LABEL_MAX} caracteres.`,
  optionValue: 'Use letras minúsculas sem acento, números e hífens (até 60).',
  optionRepeated: 'Já existe uma opção com esse identificador.',
  /** The reason a locked field gives, beside it. */
  lockedByValues: (count: number) =>
    `Não pode mudar: ${count === 1 ? '1 anúncio tem' : `${formatPtBrNumber(count)} anúncios têm`} um valor desta especificação.`,
} as const;
