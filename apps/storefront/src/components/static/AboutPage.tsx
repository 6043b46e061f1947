import { Box, Button, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { StaticPage } from './StaticPage';
import { TextSection } from './TextSection';

const PILLARS = [
  {
    title: 'Curadoria',
    text: 'Cada anúncio passa por especialistas de cada segmento antes de chegar à vitrine. Publicamos apenas o que nós mesmos recomendaríamos.',
  },
  {
    title: 'Verificação',
    text: 'Conferimos documentação, procedência e histórico de manutenção de veículos, embarcações e aeronaves, e a matrícula dos imóveis.',
  },
  {
    title: 'Concierge',
    text: 'Um especialista acompanha você do primeiro contato à entrega: agenda visitas, reúne documentos e negocia em seu nome.',
  },
  {
    title: 'Discrição',
    text: 'Negociações de alto valor pedem sigilo. Seus dados só chegam ao vendedor quando você autoriza.',
  },
] as const;

/** /sobre: who OneBoss is and how it works. */
export function AboutPage() {
  return (
    <StaticPage
      title="Sobre a OneBoss"
      eyebrow="O 1º Marketplace de Luxo do Brasil"
      lead="Seu sonho, Nossa missão. Reunimos em um só lugar imóveis, automóveis, embarcações, aeronaves, relógios e peças de decoração de alto padrão — selecionados, verificados e apresentados com o cuidado que merecem."
    >
      <TextSection title="Nossa missão">
        <p>
          Comprar um bem de alto valor deveria ser tão prazeroso quanto possuí-lo. A OneBoss nasceu para tirar a
          incerteza desse caminho: anúncios confiáveis, informação completa e gente experiente do outro lado, pronta para
          atender no seu tempo.
        </p>
        <p>
          Trabalhamos com concessionárias, estaleiros, construtoras, relojoarias e colecionadores parceiros de todo o
          país, e com vendedores particulares que passam pelo mesmo processo de verificação.
        </p>
      </TextSection>

      <Box as="section" mb={{ base: 8, md: 10 }} aria-labelledby="about-pillars">
        <Heading as="h2" id="about-pillars" size={{ base: 'lg', md: 'xl' }} mb={4}>
          Como trabalhamos
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
          {PILLARS.map((pillar) => (
            <Box key={pillar.title} borderWidth="1px" borderColor="border" borderRadius="lg" p={5} bg="bg.subtle">
              <Heading as="h3" size="md" mb={2}>
                {pillar.title}
              </Heading>
              <Text color="fg.muted" lineHeight="tall">
                {pillar.text}
              </Text>
            </Box>
          ))}
        </SimpleGrid>
      </Box>

      <TextSection title="Compra e venda com segurança">
        <ul>
          <li>Pagamento seguro, sempre por canais oficiais e com contrato;</li>
          <li>Produtos autênticos, com procedência comprovada;</li>
          <li>Entrega especializada: transporte dedicado, traslado de embarcações e aeronaves, seguro incluso;</li>
          <li>Suporte dedicado antes, durante e depois da compra.</li>
        </ul>
      </TextSection>

      <Box as="section" borderRadius="xl" bg="bg.muted" p={{ base: 6, md: 8 }} textAlign="center">
        <Heading as="h2" size={{ base: 'lg', md: 'xl' }} mb={2}>
          Quer anunciar ou encontrar algo especial?
        </Heading>
        <Text color="fg.muted" mb={5}>
          Nosso concierge responde em até um dia útil.
        </Text>
        <Box display="flex" gap={3} justifyContent="center" flexWrap="wrap">
          <Button asChild>
            <Link to="/contato">Fale com um especialista</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/loja">Explorar a loja</Link>
          </Button>
        </Box>
      </Box>
    </StaticPage>
  );
}
