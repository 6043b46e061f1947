import type { TranslationMessages } from 'react-admin';
import raLanguagePtBr from 'ra-language-pt-br';
import { reactAdmin5Messages } from './reactAdmin5Messages';
import { deepMerge, type MessageTree } from './deepMerge';

/** react-admin's own catalogue in pt-BR: the community 3.5 set plus the keys react-admin 5 added. */
export const ptBrMessages = deepMerge(raLanguagePtBr as unknown as MessageTree, reactAdmin5Messages) as MessageTree & TranslationMessages;
