import { Link as ChakraLink } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { ACCOUNT_DELETION_HOURS } from '@oneboss/domain';
import { TextSection } from './TextSection';

/** How the deletion request (/cancelar) and the data download (/perfil) work, step by step. */
export function DataRightsSection() {
  return (
    <TextSection title="Exclusão da conta e cópia dos seus dados">
      <p>
        <strong>Exclusão.</strong> Na página{' '}
        <ChakraLink asChild color="fg" textDecoration="underline">
          <Link to="/cancelar">Cancelar Conta</Link>
        </ChakraLink>
        , informe o e-mail da conta. Enviamos a esse endereço um link de confirmação, válido por 24 horas; nada é excluído
        sem essa confirmação. Depois dela, nossa equipe processa a exclusão em até {ACCOUNT_DELETION_HOURS} horas: a conta
        e o cadastro (nome, WhatsApp, estado) são apagados, as mensagens enviadas aos vendedores com esse e-mail ficam
        anônimas (mantemos apenas o produto e a data, para estatísticas) e a inscrição na newsletter é removida. Avisamos
        por e-mail quando terminar. Guardamos somente o registro da solicitação (e-mail, datas e situação), como prova de
        que ela foi atendida. Com a conta aberta, você acompanha a situação do pedido no seu perfil.
      </p>
      <p>
        <strong>Cópia dos dados.</strong> Com a conta aberta, use &quot;Baixar meus dados&quot; no{' '}
        <ChakraLink asChild color="fg" textDecoration="underline">
          <Link to="/perfil">Perfil</Link>
        </ChakraLink>{' '}
        para receber, em um arquivo JSON, seu cadastro, as mensagens enviadas com o seu e-mail, sua inscrição na
        newsletter e seus pedidos de exclusão.
      </p>
    </TextSection>
  );
}
