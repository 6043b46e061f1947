import { Link as ChakraLink } from '@chakra-ui/react';
import { unsubscribeNewsletter } from '@oneboss/data/catalogue';
import { isUuid } from '@oneboss/domain';
import { catalogueDb } from '../../queries/catalogue-db';
import { CONTACT_INFO } from '../static/contact-info';
import { OneClickTokenPage } from './OneClickTokenPage';

/** Where a newsletter e-mail's unsubscribe link lands (/descadastrar?token=...). */
export function UnsubscribePage({ token }: { token: string }) {
  return (
    <OneClickTokenPage
      tokenIsWellFormed={isUuid(token)}
      spend={() => unsubscribeNewsletter(catalogueDb, token)}
      promptTitle="Cancelar inscrição na newsletter"
      promptLead="Confirme para deixar de receber a newsletter da OneBoss no e-mail que recebeu este link."
      buttonLabel="Cancelar inscrição"
      loadingText="Cancelando..."
      doneTitle="Inscrição cancelada"
      doneBody="Pronto: este e-mail não receberá mais a newsletter da OneBoss. Se mudar de ideia, é só se inscrever de novo no rodapé do site."
      invalidBody={
        <>
          Este link de descadastro não é válido ou já foi usado (cada link funciona uma vez). Se você ainda recebe a newsletter,
          use o link do e-mail mais recente ou escreva para{' '}
          <ChakraLink href={`mailto:${CONTACT_INFO.privacyEmail}`} color="fg" textDecoration="underline">
            {CONTACT_INFO.privacyEmail}
          </ChakraLink>
          .
        </>
      }
    />
  );
}
