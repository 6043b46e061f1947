import { useCallback } from 'react';
import { useLogout } from 'react-admin';
import { useToast } from '../ui/toast';

/** 'Sair' everywhere in the panel: react-admin's logout plus a toast saying whether it worked. */
export function useSignOut() {
  const logout = useLogout();
  const toast = useToast();
  return useCallback(async () => {
    try {
      await logout();
      toast('Logout realizado', { description: 'Você saiu do painel administrativo.', variant: 'success' });
    } catch {
      toast('Erro ao fazer logout', { description: 'Ocorreu um erro ao sair do sistema.', variant: 'error' });
    }
  }, [logout, toast]);
}
