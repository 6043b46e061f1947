// The forms' messages, apart from their zod schemas: the server's error mapping shows them too,
// and a page that only maps errors then loads no zod.

export const AUTH_FIELD_MESSAGES = {
  email: 'Por favor, informe seu e-mail',
  password: 'Por favor, informe sua senha',
  passwordConfirmation: 'Por favor, confirme a nova senha',
  fullName: 'Por favor, informe seu nome completo',
  whatsapp: 'Por favor, informe seu WhatsApp',
  estado: 'Por favor, selecione seu estado',
  validEmail: 'Informe um e-mail válido.',
  accountDeletionEmail: 'Por favor, insira um email válido.',
  fullNameTooLong: 'O nome pode ter no máximo 200 caracteres.',
  whatsappTooLong: 'O WhatsApp pode ter no máximo 40 caracteres.',
  invalidCharacters: 'O texto contém caracteres inválidos.',
} as const;

export const CATEGORY_FIELD_MESSAGES = {
  name: 'Informe o nome.',
  slug: 'Informe o identificador.',
  slugFormat: 'Use apenas letras minúsculas, números e hífens.',
  attribute: 'Informe o valor do atributo.',
  parent: 'Selecione uma categoria válida.',
  parentSubcategory: 'Selecione uma subcategoria válida.',
  searchTermLength: 'Cada termo de busca tem de 2 a 40 caracteres.',
  searchTermCharacters: 'Use uma palavra por termo, sem espaços nem os caracteres < > " & ;.',
  searchTermCount: 'Informe no máximo 30 termos de busca.',
  searchTerms: 'Termos de busca inválidos: até 30 palavras de 2 a 40 caracteres, sem espaços nem os caracteres < > " & ;.',
} as const;

export const LEAD_FIELD_MESSAGES = {
  name: 'Por favor, informe seu nome',
  email: 'Informe um e-mail válido.',
  phone: 'Informe um telefone válido com DDD.',
  message: 'Por favor, escreva sua mensagem',
  productId: 'Produto inválido.',
  nameTooLong: 'O nome pode ter no máximo 200 caracteres.',
  messageTooLong: 'A mensagem pode ter no máximo 5000 caracteres.',
  invalidCharacters: 'O texto contém caracteres inválidos.',
} as const;

export const PARTNER_FIELD_MESSAGES = {
  nameAndLogo: 'Nome e logo são obrigatórios.',
  link: 'Informe um link válido (https://...).',
  image: 'Imagem inválida. Envie o arquivo novamente.',
  nameTooLong: 'O nome do parceiro pode ter no máximo 100 caracteres.',
  descriptionTooLong: 'A descrição do parceiro pode ter no máximo 1.000 caracteres.',
} as const;

export const PRODUCT_FORM_MESSAGES = {
  onRequestRequired: 'Nome e categoria são obrigatórios.',
  required: 'Por favor, preencha todos os campos obrigatórios.',
  invalidPrice: 'Preço inválido',
  invalidSalePrice: 'Preço promocional inválido',
  invalidStock: 'Quantidade inválida',
  invalidCategory: 'Selecione uma categoria válida.',
  nameTooLong: 'O nome do produto pode ter no máximo 150 caracteres.',
  shortDescriptionTooLong: 'A descrição curta pode ter no máximo 300 caracteres.',
  descriptionTooLong: 'A descrição pode ter no máximo 20.000 caracteres, contando a formatação.',
  locationToPublish: 'Informe a UF e a cidade para publicar.',
  invalidUf: 'Selecione uma UF válida.',
  invalidCity: 'Selecione uma cidade da lista.',
  neighbourhoodInvalid: 'O bairro pode ter no máximo 80 caracteres, sem quebras de linha.',
  addressInvalid: 'O endereço pode ter no máximo 300 caracteres, sem quebras de linha.',
  /** Shown once above the form when any field has an error. */
  summary: 'Verifique os campos obrigatórios e tente novamente.',
} as const;
