import polyglotI18nProvider from 'ra-i18n-polyglot';
import { ptBrMessages } from './ptBrMessages';

export const i18nProvider = polyglotI18nProvider(() => ptBrMessages, 'pt-BR', [{ locale: 'pt-BR', name: 'Português' }]);
