import { useState } from 'react';
import { Button } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { AUTH_MESSAGES } from '@oneboss/domain';
import { loadAuthRuntime } from '../../auth/auth-store';
import { toaster } from '../ui/Toaster';

/** 'Sair da Conta': ends the session and goes home. */
export function SignOutButton() {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  async function handleClick() {
    setPending(true);
    try {
      const runtime = await loadAuthRuntime();
      await runtime.signOut();
      toaster.create({ type: 'success', title: AUTH_MESSAGES.logoutSuccess.title });
      await navigate({ to: '/' });
    } catch {
      toaster.create({ type: 'error', ...AUTH_MESSAGES.logoutFailed });
      setPending(false);
    }
  }

  return (
    <Button variant="outline" colorPalette="red" size="lg" width="full" onClick={handleClick} loading={pending} loadingText="Saindo...">
      Sair da Conta
    </Button>
  );
}
