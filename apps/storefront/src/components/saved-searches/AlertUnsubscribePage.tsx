import { useState } from 'react';
import { Link as ChakraLink } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { unsubscribeAlert, type AlertUnsubscribeKind } from '@oneboss/data/catalogue';
import { isUuid } from '@oneboss/domain';
import { catalogueDb } from '../../queries/catalogue-db';
import { OneClickTokenPage } from '../newsletter/OneClickTokenPage';

/** Where an alert e-mail's unsubscribe link lands (/alertas/descadastrar?token=...[&tipo=...]). */
export function AlertUnsubscribePage({ token, kind }: { token: string; kind: AlertUnsubscribeKind | null }) {
  const [what, setWhat] = useState<string | null>(null);
  return (
    <OneClickTokenPage
      tokenIsWellFormed={isUuid(token)}
      spend={async () => {
        const turnedOff = await unsubscribeAlert(catalogueDb, token, kind);
        setWhat(turnedOff);
        return turnedOff !== null;
      }}
      promptTitle="Desativar alerta"
      promptLead="Confirme para deixar de receber este alerta da OneBoss por e-mail. Os outros alertas continuam como estão."
      buttonLabel="Desativar alerta"
      loadingText="Desativando..."
      doneTitle="Alerta desativado"
      doneBody={
        <>
          Pronto: desativamos este alerta ({what}). Para ativá-lo de novo ou mudar os outros, entre na sua conta e abra{' '}
          <ChakraLink asChild color="fg" textDecoration="underline">
            <Link to="/perfil/notificacoes">Notificações</Link>
          </ChakraLink>
          .
        </>
      }
      invalidBody="Este link de alerta não é válido. Use o link do e-mail de alerta mais recente, ou mude seus alertas em Perfil › Notificações."
    />
  );
}
