import { Link as ChakraLink } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { StaticPage } from './StaticPage';
import { TextSection } from './TextSection';
import { CONTACT_EMAIL } from '../layout/contact-info';
import { CONTACT_INFO } from './contact-info';

/** The marketplace's terms of use. */
export function TermsOfUse() {
  return (
    <StaticPage
      title="Termos de Uso"
      eyebrow="Última atualização: 1º de março de 2025"
      lead="Ao navegar, criar uma conta ou entrar em contato por meio da OneBoss, você concorda com as condições abaixo. Leia com atenção."
    >
      <TextSection title="1. O que é a OneBoss">
        <p>
          A OneBoss, operada pela {CONTACT_INFO.companyName}, é um marketplace que apresenta produtos de alto padrão
          anunciados por vendedores, concessionárias, construtoras e parceiros selecionados. A OneBoss faz a curadoria dos
          anúncios e a intermediação do primeiro contato; a negociação e a venda são concluídas entre comprador e
          vendedor, com o acompanhamento do nosso concierge quando solicitado.
        </p>
      </TextSection>

      <TextSection title="2. Conta de usuário">
        <ul>
          <li>Você deve ter pelo menos 18 anos e informar dados verdadeiros e atualizados.</li>
          <li>A senha é pessoal e intransferível; avise-nos imediatamente se suspeitar de uso indevido.</li>
          <li>Podemos suspender contas usadas para fraude, spam ou em desacordo com estes termos.</li>
        </ul>
      </TextSection>

      <TextSection title="3. Anúncios, preços e disponibilidade">
        <p>
          Fotos, descrições e especificações são fornecidas pelos vendedores e revisadas pela nossa equipe. Preços podem
          mudar sem aviso prévio; itens indicados como “Sob Consulta” têm valor informado diretamente pelo especialista.
          A disponibilidade é confirmada no atendimento — itens “Sob encomenda” dependem de prazo do fornecedor.
        </p>
      </TextSection>

      <TextSection title="4. Contato e negociação">
        <p>
          Ao enviar uma mensagem ou clicar em “Tenho interesse”, você autoriza que um especialista da OneBoss ou do
          vendedor responsável entre em contato pelos canais informados. Pagamentos nunca são solicitados por mensagens
          não oficiais: desconfie de pedidos de depósito antecipado e fale com o nosso concierge em caso de dúvida.
        </p>
      </TextSection>

      <TextSection title="5. Uso permitido">
        <ul>
          <li>Não copie, reproduza ou extraia em massa o conteúdo do site sem autorização.</li>
          <li>Não envie conteúdo ilícito, ofensivo ou que viole direitos de terceiros.</li>
          <li>Não tente acessar áreas restritas ou interferir no funcionamento da plataforma.</li>
        </ul>
      </TextSection>

      <TextSection title="6. Propriedade intelectual">
        <p>
          A marca OneBoss, o layout e os textos do site pertencem à {CONTACT_INFO.companyName}. Marcas de produtos e de
          parceiros pertencem aos respectivos titulares e são exibidas apenas para identificação.
        </p>
      </TextSection>

      <TextSection title="7. Responsabilidade">
        <p>
          A OneBoss responde pela curadoria e pela intermediação que presta, nos limites do Código de Defesa do
          Consumidor. Garantias, entrega e documentação do produto são de responsabilidade do vendedor, salvo quando a
          venda for realizada diretamente pela OneBoss.
        </p>
      </TextSection>

      <TextSection title="8. Privacidade">
        <p>
          O tratamento dos seus dados pessoais segue a nossa{' '}
          <ChakraLink asChild color="fg" textDecoration="underline">
            <Link to="/privacidade">Política de Privacidade</Link>
          </ChakraLink>
          .
        </p>
      </TextSection>

      <TextSection title="9. Foro e legislação">
        <p>
          Estes termos seguem a legislação brasileira. Fica eleito o foro do domicílio do consumidor para resolver
          qualquer controvérsia. Dúvidas: {CONTACT_EMAIL}.
        </p>
      </TextSection>
    </StaticPage>
  );
}
