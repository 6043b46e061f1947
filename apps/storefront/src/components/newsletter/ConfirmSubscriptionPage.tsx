import { confirmNewsletterSubscription } from '@oneboss/data/catalogue';
import { catalogueDb } from '../../queries/catalogue-db';
import { OneClickTokenPage } from './OneClickTokenPage';

const TOKEN = /^[0-9a-f]{64}$/;

/** Where the newsletter's confirmation mail leads (/newsletter/confirmar?token=...). */
export function ConfirmSubscriptionPage({ token }: { token: string }) {
  return (
    <OneClickTokenPage
      tokenIsWellFormed={TOKEN.test(token)}
      spend={() => confirmNewsletterSubscription(catalogueDb, token)}
      promptTitle="Confirmar inscrição na newsletter"
      promptLead="Confirme para receber a newsletter da OneBoss no e-mail que recebeu este link."
      buttonLabel="Confirmar inscrição"
      loadingText="Confirmando..."
      doneTitle="Inscrição confirmada"
      doneBody="Pronto: este e-mail passa a receber a newsletter da OneBoss. Cada edição traz um link para cancelar a inscrição quando quiser."
      invalidBody="Este link de confirmação não é válido, expirou ou já foi usado. Para receber a newsletter, inscreva-se de novo no rodapé do site e abra o link do e-mail mais recente."
    />
  );
}
