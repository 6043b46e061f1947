import { useState } from 'react';
import { Button } from '@chakra-ui/react';
import { REQUEST_MESSAGES } from '@oneboss/domain';
import { loadAuthRuntime } from '../../auth/auth-store';
import { toaster } from '../ui/Toaster';

const FILE_NAME = 'meus-dados-oneboss.json';

/** 'Baixar meus dados': the signed-in user's data as a JSON file (LGPD art. 18, access and portability). */
export function DownloadMyDataButton() {
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    try {
      const data = await (await loadAuthRuntime()).exportMyData();
      const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = FILE_NAME;
      link.click();
      URL.revokeObjectURL(url);
    } catch (error) {
      const text = (error as { userMessage?: unknown } | null)?.userMessage;
      toaster.create({ type: 'error', title: 'Não foi possível baixar seus dados', description: typeof text === 'string' && text ? text : REQUEST_MESSAGES.genericError });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button variant="outline" onClick={() => void download()} loading={busy} loadingText="Preparando arquivo...">
      Baixar meus dados
    </Button>
  );
}
