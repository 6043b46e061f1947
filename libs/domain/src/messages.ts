/**
 * User-facing validation and error texts, grouped by area, so every screen and
 * repository shows the same words. A `{ title, description }` pair is one toast.
 */
import { REQUEST_MESSAGES } from './request-messages';

export const NEWSLETTER_MESSAGES = {
  subscribing: 'Inscrevendo...',
  duplicate: { title: 'Email já cadastrado', description: 'Este email já está inscrito em nossa newsletter.' },
  failedTitle: 'Erro ao inscrever-se',
  confirmationSent: {
    title: 'Confirme sua inscrição',
    description: (email: string) => `Enviamos um e-mail de confirmação para ${email}. Abra o link para concluir a inscrição.`,
  },
} as const;

export const CATEGORY_MESSAGES = {
  loadFailed: 'Erro ao carregar categorias',
  addFailed: 'Erro ao adicionar categoria',
  removeFailed: 'Erro ao remover categoria',
  updateFailed: 'Erro ao atualizar categoria',
  addSubcategoryFailed: 'Erro ao adicionar subcategoria',
  removeSubcategoryFailed: 'Erro ao remover subcategoria',
  updateSubcategoryFailed: 'Erro ao atualizar subcategoria',
  addAttributeFailed: 'Erro ao adicionar atributo',
  removeAttributeFailed: 'Erro ao remover atributo',
  updateAttributeFailed: 'Erro ao atualizar atributo',
  added: 'Categoria adicionada',
  removed: 'Categoria removida',
  subcategoryAdded: 'Subcategoria adicionada',
  subcategoryRemoved: 'Subcategoria removida',
  attributeAdded: 'Atributo adicionado',
  attributeRemoved: 'Atributo removido',
  searchTermsSaved: 'Termos de busca salvos',
  adminWithoutEmail: 'Usuário autenticado não possui email.',
  duplicateSubcategory: 'Já existe uma subcategoria com esse identificador nesta categoria.',
  duplicateAttribute: 'Este atributo já existe nesta subcategoria.',
} as const;

export const PRODUCT_MESSAGES = {
  timeout: REQUEST_MESSAGES.timeout,
  authError: REQUEST_MESSAGES.authError,
  connectionFailed: REQUEST_MESSAGES.connectionFailed,
  sessionExpired: REQUEST_MESSAGES.sessionExpired,
  unknownFetchError: REQUEST_MESSAGES.unknownFetchError,
  fetchFailedTitle: 'Erro ao buscar produtos',
  loadFailed: {
    title: 'Erro ao carregar produtos',
    description: 'Verifique sua conexão com a internet ou entre em contato com o suporte.',
  },
  reconnectingTitle: 'Reconectando ao banco de dados',
  reconnectingAttempt: (attempt: number, total: number): string => `Tentativa ${attempt} de ${total}...`,
  featuredLoadFailed: 'Erro ao carregar produtos em destaque',

  uploadUnavailable: REQUEST_MESSAGES.uploadUnavailable,
  uploadQuotaExceeded: 'Limite de armazenamento excedido. Remova algumas imagens antigas.',
  uploadFailed: (fileName: string, message: string): string => `Erro no upload da imagem ${fileName}: ${message}`,
  imageDeleteFailed: 'Falha ao excluir a imagem do produto.',

  addRequiresAdmin: 'Você precisa estar autenticado como administrador para adicionar produtos.',
  notFoundOnUpdate: 'Produto não encontrado. Ele pode ter sido excluído.',
  notFoundOnDelete: 'Produto não encontrado. Ele já pode ter sido excluído.',
  notCreated: 'O produto não foi criado. Verifique os campos obrigatórios e tente novamente.',
  addFailedTitle: 'Erro ao adicionar produto',
  probeFailed: 'Não foi possível conectar ao banco de dados. Verifique sua conexão.',
  updateFailedTitle: 'Erro ao atualizar produto',
  updateFailedRetry: 'Ocorreu um erro ao atualizar o produto. Tente novamente.',
  createFailedTitle: 'Erro ao cadastrar produto',
  removeFailedTitle: 'Erro ao remover produto',
  databaseConnectionFailed: 'Falha na conexão com o banco de dados.',
  permissionDenied: REQUEST_MESSAGES.permissionDenied,
  requiresAdmin: 'Você precisa estar autenticado como administrador.',
  accessDenied: {
    title: 'Acesso negado',
    add: 'Você precisa estar autenticado para adicionar produtos.',
    update: 'Você precisa estar autenticado para atualizar produtos.',
    remove: 'Você precisa estar autenticado para remover produtos.',
  },

  added: 'Produto adicionado',
  updated: 'Produto atualizado',
  removed: 'Produto removido',
  deleted: 'Produto excluído',
  listRefreshed: 'Lista atualizada',
  refreshFailed: 'Erro ao atualizar lista',
  refreshTooFast: 'Aguarde um momento',
  formError: 'Erro no formulário',
  validationError: 'Erro de validação',
  invalidCategory: { title: 'Categoria inválida', description: 'Selecione uma categoria válida.' },
  noneSelected: 'Nenhum produto selecionado',
  notFound: 'Produto não encontrado',
  notFoundDescription: 'Não foi possível encontrar o produto solicitado.',
  connectionProblem: 'Problema de conexão',
  retry: 'Tentar novamente',
  hidden: 'Produto ocultado',
  published: 'Produto publicado',
  loading: 'Carregando produto...',
  noDescription: 'Este produto não possui uma descrição detalhada no momento.',
  noImages: 'Sem imagens disponíveis',
  noProducts: 'Nenhum produto cadastrado',
  noMatches: 'Nenhum produto encontrado para esta busca',
} as const;

export const LEAD_MESSAGES = {
  loadFailed: 'Erro ao carregar leads',
  sendFailed: 'Erro ao enviar mensagem',
  statusUpdateFailed: 'Erro ao atualizar status',
  removeFailed: 'Erro ao remover lead',
} as const;

export const PARTNER_MESSAGES = {
  loadFailed: 'Erro ao buscar parceiros',
  saveFailed: 'Erro ao salvar parceiro',
  removeFailed: 'Erro ao excluir parceiro',
  reorderFailed: 'Erro ao reordenar parceiros',
  nothingChanged: 'Nada foi alterado',
  nothingInserted: 'Nada foi inserido',
  nothingDeleted: 'Nada foi excluído',
  checkAdminPermission: 'Verifique se você tem permissão de admin.',
  nameAndLogoRequired: 'Nome e logo são obrigatórios.',
  uploadFailed: (message: string): string => `Falha ao enviar imagem: ${message}`,
  empty: 'Nenhum parceiro cadastrado',
  manageTitle: 'Gerenciar Parceiros',
  notFound: 'Parceiro não encontrado. Ele pode ter sido excluído.',
} as const;

export const AUTH_MESSAGES = {
  loginFailed: 'Falha na autenticação. Verifique seu e-mail e senha.',
  invalidCredentials: 'Credenciais inválidas',
  loginUnexpected: 'Ocorreu um erro ao processar o login.',
  resetFailed: 'Não foi possível enviar o e-mail. Revise o endereço digitado.',
  resetSent: 'Verifique seu e-mail e siga o link enviado para redefinir sua senha.',
  errorTitle: 'Erro',
  genericError: REQUEST_MESSAGES.genericError,
  googleFailed: 'Erro ao fazer login com Google',
  loginSuccess: { title: 'Login realizado!', description: 'Bem-vindo de volta à OneBoss' },
  signUpSuccess: { title: 'Conta criada!', description: 'Verifique seu email para confirmar o cadastro' },
  logoutSuccess: { title: 'Logout realizado', description: 'Você saiu do painel administrativo.' },
  logoutFailed: { title: 'Erro ao fazer logout', description: 'Ocorreu um erro ao sair do sistema.' },
  credentialsRequired: 'You must provide either an email or phone number and a password',
  notAdmin: 'Esta conta não possui permissões de administrador.',
  passwordTooShort: (minimum: number): string => `A senha deve ter pelo menos ${minimum} caracteres.`,
  passwordTooWeak: 'A senha deve misturar letras maiúsculas, minúsculas, números e símbolos.',
  passwordReused: 'A nova senha deve ser diferente da senha atual.',
  passwordMismatch: 'As senhas não coincidem.',
  recoveryLinkInvalid: 'Este link de redefinição de senha é inválido ou expirou. Solicite um novo e-mail.',
  emailNotConfirmed: 'Confirme seu e-mail pelo link que enviamos antes de entrar.',
  /** An e-mailed sign-in or confirmation link the auth server refused (#error_code=otp_expired and kin). */
  emailLinkExpired: {
    title: 'Link inválido ou expirado',
    description: 'Este link de acesso já foi usado ou expirou. Se você já confirmou seu e-mail, entre com sua senha abaixo.',
  },
  emailLinkFailed: {
    title: 'Não foi possível entrar pelo link',
    description: 'O link recebido não pôde ser usado. Entre com seu e-mail e senha abaixo ou fale conosco.',
  },
  passwordUpdated: { title: 'Senha redefinida!', description: 'Sua nova senha já está valendo.' },
} as const;

export const ADMIN_MESSAGES = {
  checkingAuth: 'Verificando autenticação...',
  connecting: 'Conectando ao banco de dados...',
  connectionErrorTitle: 'Erro de conexão',
  databaseError: (message: string): string => `Erro ao conectar ao banco de dados: ${message}`,
  unknownConnectionError: 'Erro desconhecido de conexão',
  accessDenied: 'Acesso Negado',
  clearCacheAndReload: 'Limpar cache e recarregar',
  signOut: 'Sair',
  retry: 'Tentar novamente',
} as const;

export const ACCOUNT_DELETION_MESSAGES = {
  invalidEmail: { title: 'Email inválido', description: 'Por favor, insira um email válido.' },
  sent: {
    title: 'Solicitação enviada',
    description: 'Sua solicitação de exclusão de conta foi recebida. Você receberá um email de confirmação em breve.',
  },
} as const;

export const UPLOAD_MESSAGES = {
  waitForPreviousUpload: 'Aguarde o upload anterior terminar antes de adicionar novas imagens.',
  cannotRemoveDuringUpload: 'Não é possível remover imagens durante o upload.',
} as const;
