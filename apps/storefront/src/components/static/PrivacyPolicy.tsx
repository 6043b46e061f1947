import { Link as ChakraLink, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { env } from '../../env';
import { CookiePreferencesButton } from '../consent/CookiePreferencesButton';
import { StaticPage } from './StaticPage';
import { TextSection } from './TextSection';
import { CONTACT_INFO } from './contact-info';
import { DataRightsSection } from './DataRightsSection';

const LAST_UPDATED = '27 de novembro de 2025';

/** The privacy policy required by the LGPD (Lei nº 13.709/2018) for the marketplace. */
export function PrivacyPolicy() {
  return (
    <StaticPage
      title="Política de Privacidade"
      eyebrow={`Última atualização: ${LAST_UPDATED}`}
      lead="Transparência é parte do nosso padrão de excelência. Esta política explica quais dados pessoais a OneBoss coleta, por que os utiliza e como você exerce seus direitos previstos na Lei Geral de Proteção de Dados (LGPD)."
    >
      <TextSection title="1. Quem é o controlador dos seus dados">
        <p>
          O controlador dos dados pessoais tratados nesta plataforma é a {CONTACT_INFO.companyName} (“OneBoss”),
          com sede na {CONTACT_INFO.address}. A OneBoss opera um marketplace de produtos de alto padrão — imóveis,
          automóveis, embarcações, aeronaves, relógios e itens de decoração — que aproxima compradores de vendedores e
          parceiros selecionados.
        </p>
      </TextSection>

      <TextSection title="2. Dados que coletamos">
        <ul>
          <li>
            <strong>Cadastro:</strong> nome completo, e-mail, número de WhatsApp, estado (UF) e senha (armazenada
            apenas de forma criptografada). Ao entrar com o Google, recebemos nome, e-mail e foto de perfil.
          </li>
          <li>
            <strong>Contato e interesse em produtos:</strong> nome, e-mail, telefone, a mensagem enviada, o produto
            de interesse e o registro de que você leu esta política (data e versão do aviso).
          </li>
          <li>
            <strong>Newsletter:</strong> o e-mail informado na inscrição e o registro do seu consentimento (data e
            versão do aviso).
          </li>
          <li>
            <strong>Dados de navegação:</strong> endereço IP, tipo de navegador e dispositivo, páginas visitadas e
            data e hora de acesso, coletados por cookies e tecnologias semelhantes.
          </li>
        </ul>
        <p>Não coletamos dados pessoais sensíveis nem dados de crianças e adolescentes.</p>
      </TextSection>

      <TextSection title="3. Para que usamos os dados e com qual base legal">
        <ul>
          <li>
            Criar e manter sua conta e autenticar seu acesso — <em>execução de contrato</em> (art. 7º, V, da LGPD).
          </li>
          <li>
            Responder a mensagens e conectar você ao especialista ou vendedor do produto de interesse —{' '}
            <em>procedimentos preliminares a contrato, a pedido do titular</em> (art. 7º, V).
          </li>
          <li>
            Enviar a newsletter com lançamentos e curadorias — <em>consentimento</em> (art. 7º, I), que pode ser
            revogado a qualquer momento pelo link de descadastro presente em cada e-mail.
          </li>
          <li>
            Verificar a procedência dos anúncios, prevenir fraudes e garantir a segurança da plataforma —{' '}
            <em>legítimo interesse</em> (art. 7º, IX) e <em>proteção do crédito</em> (art. 7º, X).
          </li>
          <li>
            Medir audiência e melhorar a experiência de navegação — <em>consentimento</em> (art. 7º, I), dado no aviso
            de cookies e revogável a qualquer momento, com dados agregados sempre que possível.
          </li>
          <li>
            Cumprir obrigações legais e regulatórias, como a guarda de registros de acesso exigida pelo Marco Civil da
            Internet — <em>cumprimento de obrigação legal</em> (art. 7º, II).
          </li>
        </ul>
      </TextSection>

      <TextSection title="4. Com quem compartilhamos">
        <p>A OneBoss não vende dados pessoais. Compartilhamos apenas o necessário com:</p>
        <ul>
          <li>Vendedores e parceiros responsáveis pelo produto sobre o qual você pediu informações;</li>
          <li>
            Provedores de infraestrutura em nuvem, autenticação, e-mail e análise de audiência, contratados com
            cláusulas de confidencialidade e segurança;
          </li>
          <li>Autoridades públicas, quando houver obrigação legal ou ordem judicial.</li>
        </ul>
        <p>
          Alguns desses provedores podem armazenar dados fora do Brasil. Nesses casos, a transferência internacional
          observa o art. 33 da LGPD, com garantias contratuais de proteção equivalentes às brasileiras.
        </p>
      </TextSection>

      <TextSection title="5. Por quanto tempo guardamos">
        <ul>
          <li>Dados de cadastro: enquanto a conta estiver ativa e por até 5 anos após o encerramento, para defesa em processos;</li>
          <li>Mensagens e solicitações de contato: até 2 anos após o último atendimento;</li>
          <li>E-mail da newsletter: até o cancelamento da inscrição;</li>
          <li>Registros de acesso: 6 meses, conforme o art. 15 do Marco Civil da Internet.</li>
        </ul>
        <p>Encerrados esses prazos, os dados são eliminados ou anonimizados.</p>
      </TextSection>

      <TextSection title="6. Seus direitos">
        <p>Nos termos do art. 18 da LGPD, você pode, a qualquer momento e gratuitamente:</p>
        <ul>
          <li>confirmar se tratamos seus dados e acessá-los;</li>
          <li>corrigir dados incompletos, inexatos ou desatualizados;</li>
          <li>pedir a anonimização, o bloqueio ou a eliminação de dados desnecessários ou tratados em desconformidade;</li>
          <li>solicitar a portabilidade dos dados a outro fornecedor;</li>
          <li>obter informações sobre com quem compartilhamos seus dados;</li>
          <li>revogar o consentimento e pedir a eliminação dos dados tratados com base nele;</li>
          <li>apresentar reclamação à Autoridade Nacional de Proteção de Dados (ANPD).</li>
        </ul>
        <p>
          Para excluir sua conta, use a página{' '}
          <ChakraLink asChild color="fg" textDecoration="underline">
            <Link to="/cancelar">Cancelar Conta</Link>
          </ChakraLink>
          . Respondemos às demais solicitações em até 15 dias.
        </p>
      </TextSection>

      <DataRightsSection />

      <TextSection title="7. Segurança">
        <p>
          Adotamos criptografia em trânsito (HTTPS), senhas armazenadas com algoritmos de hash, controle de acesso por
          perfil e registro das operações administrativas. Nenhum sistema é infalível: se identificarmos um incidente
          que possa gerar risco relevante, comunicaremos você e a ANPD, como determina o art. 48 da LGPD.
        </p>
      </TextSection>

      <TextSection title="8. Cookies, consentimento e newsletter">
        <p>
          Usamos cookies essenciais, que mantêm sua sessão e guardam a sua escolha sobre cookies; eles não dependem de
          consentimento e são necessários para o login funcionar.
        </p>
        <p>
          Cookies de medição de audiência (Google Analytics, carregado pelo Google Tag Manager) só são usados se você
          clicar em “Aceitar” no aviso de cookies. Até lá, e se você clicar em “Recusar”, o Google Tag Manager não é
          carregado. Não usamos cookies de publicidade. Sua escolha fica guardada neste navegador por até 6 meses; depois
          disso, perguntamos de novo.
        </p>
        <p>
          Você pode mudar sua escolha a qualquer momento em “Preferências de cookies”, no rodapé do site
          {env.gtmId ? (
            <>
              {' '}ou aqui:{' '}
              <CookiePreferencesButton className="cookie-preferences-button--inline" />
            </>
          ) : null}
          . Também é possível bloquear cookies nas configurações do navegador.
        </p>
        <p>
          Cada e-mail da newsletter traz um link de descadastro. Ao abri-lo e confirmar, sua inscrição é excluída na
          hora, sem precisar entrar na sua conta; cada link funciona uma única vez. Você também pode pedir o
          descadastro pelo e-mail do encarregado, indicado abaixo.
        </p>
      </TextSection>

      <TextSection title="9. Encarregado de dados (DPO) e contato">
        <p>
          Dúvidas ou solicitações sobre seus dados podem ser enviadas ao {CONTACT_INFO.dpoName}, pelo e-mail{' '}
          <ChakraLink href={`mailto:${CONTACT_INFO.privacyEmail}`} color="fg" textDecoration="underline">
            {CONTACT_INFO.privacyEmail}
          </ChakraLink>
          , ou por correspondência para o endereço da sede indicado acima.
        </p>
      </TextSection>

      <TextSection title="10. Alterações desta política">
        <p>
          Podemos atualizar esta política para refletir mudanças legais ou novos serviços. A data da última atualização
          fica sempre no topo da página; mudanças relevantes serão avisadas por e-mail ou na própria plataforma.
        </p>
      </TextSection>

      <Text fontSize="sm" color="fg.muted">
        {CONTACT_INFO.companyName} — {CONTACT_INFO.address}
      </Text>
    </StaticPage>
  );
}
