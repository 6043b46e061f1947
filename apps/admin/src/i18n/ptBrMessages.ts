import type { TranslationMessages } from 'react-admin';
import raLanguagePtBr from 'ra-language-pt-br';
import { reactAdmin5Messages } from './reactAdmin5Messages';
import { deepMerge, type MessageTree } from './deepMerge';
import { raSupabaseMessages } from './raSupabaseMessages';

/** react-admin's own catalogue in pt-BR: the community 3.5 set, the keys react-admin 5 added and ra-supabase's. */
export const ptBrMessages = deepMerge(raLanguagePtBr as unknown as MessageTree, reactAdmin5Messages, raSupabaseMessages) as MessageTree & TranslationMessages;
