import { seedUuid } from '../ids';
import { SEED_PRODUCTS } from './products';
import { seedSellerOf } from './sellers';

type Status = 'new' | 'contacted' | 'negotiating' | 'closed' | 'lost';

/** Where a buyer came from, as the storefront records it (referrer and the link's utm_* parameters). */
interface Origin {
  readonly referrer?: string;
  readonly source?: string;
  readonly medium?: string;
  readonly campaign?: string;
}

const INSTAGRAM: Origin = { referrer: 'https://l.instagram.com/', source: 'instagram', medium: 'social', campaign: 'verao-2027' };
const GOOGLE: Origin = { referrer: 'https://www.google.com/' };
const NEWSLETTER: Origin = { source: 'newsletter', medium: 'email', campaign: 'selecao-de-novembro' };

/**
 * A demo buyer's contact: a form (name, e-mail, phone, message) or a WhatsApp tap (no name but
 * the visitor's, the seller's chat opened with the lead's code). `answeredAfterHours` is how long the
 * seller took to answer (the first status change), none for a lead still new.
 */
interface DemoLead {
  readonly product: string | null;
  readonly channel: 'form' | 'whatsapp';
  readonly buyer?: { readonly name: string; readonly email: string; readonly phone?: string; readonly message: string };
  readonly status: Status;
  readonly hoursAgo: number;
  readonly answeredAfterHours: number | null;
  readonly origin?: Origin;
}

const form = (name: string, email: string, phone: string | undefined, message: string) => ({ name, email, phone, message });

/**
 * A month and a half of a marketplace's contacts, so that a fresh `npm start` shows the back office
 * at work: every column of the leads board, the dashboard's channels, campaigns and sellers, and the
 * sellers' "Responde em média" (five answered leads in 180 days at least: Prime Motors, Costa Verde,
 * Maison Aurum, Villa Nobre and OneBoss). The newest is two hours old, so no hourly limit of the
 * storefront counts them.
 */
const LEADS: readonly DemoLead[] = [
  { product: 'Porsche 911 Turbo S', channel: 'whatsapp', status: 'new', hoursAgo: 2, answeredAfterHours: null, origin: INSTAGRAM },
  { product: 'Ferrari 296 GTB', channel: 'form', buyer: form('Rafael Monteiro', 'rafael.monteiro@example.com', '(11) 99812-4410', 'Boa tarde! O carro ainda está disponível? Aceitam um Porsche Macan 2022 como parte do pagamento?'), status: 'new', hoursAgo: 5, answeredAfterHours: null, origin: GOOGLE },
  { product: 'Lancha Azimut 60', channel: 'form', buyer: form('Helena Castro', 'helena.castro@example.com', '(21) 98777-1203', 'Gostaria de agendar uma visita à lancha em Angra no próximo fim de semana.'), status: 'new', hoursAgo: 9, answeredAfterHours: null },
  { product: 'Relógio Rolex Cosmograph Daytona', channel: 'whatsapp', status: 'new', hoursAgo: 14, answeredAfterHours: null, origin: NEWSLETTER },
  { product: 'Cobertura Duplex em São Paulo', channel: 'form', buyer: form('Marina Duarte', 'marina.duarte@example.com', '(11) 97654-3321', 'Qual o valor do condomínio e do IPTU? Tenho interesse em visitar ainda esta semana.'), status: 'new', hoursAgo: 20, answeredAfterHours: null },
  { product: 'Jato Embraer Phenom 300E', channel: 'form', buyer: form('Eduardo Vasconcelos', 'eduardo.vasconcelos@example.com', '(31) 99123-8876', 'Preciso do histórico de manutenção e das horas desde a última inspeção.'), status: 'new', hoursAgo: 31, answeredAfterHours: null, origin: GOOGLE },
  { product: null, channel: 'form', buyer: form('Sérgio Albuquerque', 'sergio.albuquerque@example.com', '(41) 99654-0098', 'Procuro um Porsche 911 Targa 4 GTS, 2022 ou mais novo, até R$ 1,5 milhão. Conseguem encontrar?'), status: 'new', hoursAgo: 40, answeredAfterHours: null },

  { product: 'Lamborghini Urus Performante', channel: 'form', buyer: form('Gustavo Prado', 'gustavo.prado@example.com', '(11) 99431-2208', 'Tenho interesse. Fazem financiamento com entrada de 50%?'), status: 'contacted', hoursAgo: 30, answeredAfterHours: 1.5 },
  { product: 'Porsche 911 GT3 RS', channel: 'whatsapp', status: 'contacted', hoursAgo: 52, answeredAfterHours: 0.5, origin: INSTAGRAM },
  { product: 'Iate Princess Y85', channel: 'form', buyer: form('Patrícia Lemos', 'patricia.lemos@example.com', '(48) 99900-1122', 'O iate tem tripulação fixa? Gostaria de saber o custo anual de manutenção e marina.'), status: 'contacted', hoursAgo: 75, answeredAfterHours: 6 },
  { product: 'Relógio Patek Philippe Nautilus 5811/1G', channel: 'form', buyer: form('Fernando Rezende', 'fernando.rezende@example.com', '(11) 98345-6677', 'Acompanha caixa e documentos? Podem enviar fotos do fundo da caixa?'), status: 'contacted', hoursAgo: 96, answeredAfterHours: 2 },
  { product: 'Apartamento Alto Padrão nos Jardins', channel: 'whatsapp', status: 'contacted', hoursAgo: 120, answeredAfterHours: 3 },
  { product: 'Mesa de Jantar em Mármore Calacatta', channel: 'form', buyer: form('Luciana Ferraz', 'luciana.ferraz@example.com', '(19) 99765-4312', 'Entregam em Campinas? A mesa comporta dez lugares?'), status: 'contacted', hoursAgo: 150, answeredAfterHours: 4 },
  { product: 'Cobertura com Vista para o Mar no Leblon', channel: 'form', buyer: form('André Siqueira', 'andre.siqueira@example.com', '(21) 99234-5566', 'Aceitam permuta por um apartamento em Ipanema?'), status: 'contacted', hoursAgo: 200, answeredAfterHours: 8, origin: GOOGLE },
  { product: 'Helicóptero Airbus H125', channel: 'whatsapp', status: 'contacted', hoursAgo: 230, answeredAfterHours: 2.5 },
  { product: 'Cobertura Duplex em São Paulo', channel: 'form', buyer: form('Vanessa Quintela', 'vanessa.quintela@example.com', '(11) 99188-2727', 'A cobertura tem duas vagas cobertas? Gostaria de visitar com minha família.'), status: 'contacted', hoursAgo: 60, answeredAfterHours: 2 },
  { product: 'Relógio Audemars Piguet Royal Oak 15510ST', channel: 'whatsapp', status: 'contacted', hoursAgo: 170, answeredAfterHours: 1, origin: INSTAGRAM },
  { product: 'Luminária Pendente em Cristal Murano', channel: 'form', buyer: form('Otávio Mendes', 'otavio.mendes@example.com', '(11) 98456-3030', 'Qual a altura total com a haste? O pé-direito da sala é de 4,2 m.'), status: 'contacted', hoursAgo: 260, answeredAfterHours: 5.5 },

  { product: 'Bentley Bentayga EWB Mulliner', channel: 'form', buyer: form('Cláudia Martins', 'claudia.martins@example.com', '(11) 99567-8899', 'Podemos agendar um test drive no sábado pela manhã?'), status: 'negotiating', hoursAgo: 180, answeredAfterHours: 1 },
  { product: 'Mercedes-AMG G 63', channel: 'whatsapp', status: 'negotiating', hoursAgo: 260, answeredAfterHours: 0.8, origin: INSTAGRAM },
  { product: 'Lancha Ferretti 500', channel: 'form', buyer: form('Roberto Tavares', 'roberto.tavares@example.com', '(24) 99876-1010', 'Fiz uma proposta por telefone e aguardo o retorno sobre a vistoria.'), status: 'negotiating', hoursAgo: 310, answeredAfterHours: 5 },
  { product: 'Relógio Rolex GMT-Master II Pepsi', channel: 'whatsapp', status: 'negotiating', hoursAgo: 340, answeredAfterHours: 1.2, origin: NEWSLETTER },
  { product: 'Casa em Condomínio no Jardim Europa', channel: 'form', buyer: form('Beatriz Campos', 'beatriz.campos@example.com', '(11) 98123-4567', 'Gostaria de uma segunda visita com meu arquiteto.'), status: 'negotiating', hoursAgo: 400, answeredAfterHours: 3.5 },
  { product: 'Poltrona Eames Lounge Chair', channel: 'form', buyer: form('Thiago Nogueira', 'thiago.nogueira@example.com', '(51) 99345-7788', 'É a versão original Herman Miller? Qual o prazo de entrega para Porto Alegre?'), status: 'negotiating', hoursAgo: 450, answeredAfterHours: 7 },
  { product: 'Veleiro Jeanneau Sun Odyssey 440', channel: 'whatsapp', status: 'negotiating', hoursAgo: 500, answeredAfterHours: 2 },

  { product: 'Ferrari Roma Spider', channel: 'form', buyer: form('Marcelo Brandão', 'marcelo.brandao@example.com', '(11) 99001-2233', 'Fechamos! Aguardo os dados para a transferência.'), status: 'closed', hoursAgo: 480, answeredAfterHours: 0.7 },
  { product: 'Relógio Rolex Datejust 41', channel: 'form', buyer: form('Camila Assis', 'camila.assis@example.com', '(11) 97777-3344', 'Presente de aniversário: conseguem gravar o verso?'), status: 'closed', hoursAgo: 560, answeredAfterHours: 1.5 },
  { product: 'Lancha Schaefer 510 GT', channel: 'whatsapp', status: 'closed', hoursAgo: 640, answeredAfterHours: 3 },
  { product: 'Tapete Contemporâneo em Seda', channel: 'form', buyer: form('Renata Pires', 'renata.pires@example.com', '(11) 98888-5566', 'Ficou perfeito na sala. Obrigada pela entrega cuidadosa!'), status: 'closed', hoursAgo: 720, answeredAfterHours: 5 },
  { product: 'Apartamento Alto Padrão nos Jardins', channel: 'form', buyer: form('Paulo Henrique Lima', 'paulo.lima@example.com', '(11) 99222-1100', 'Proposta aceita, vamos seguir com a documentação.'), status: 'closed', hoursAgo: 900, answeredAfterHours: 2 },

  { product: 'Range Rover Autobiography', channel: 'whatsapp', status: 'lost', hoursAgo: 600, answeredAfterHours: 20 },
  { product: 'Veleiro Beneteau Oceanis 46.1', channel: 'form', buyer: form('Júlio Andrade', 'julio.andrade@example.com', '(47) 99111-2020', 'Procuro algo com três cabines; este não atende.'), status: 'lost', hoursAgo: 700, answeredAfterHours: 9 },
  { product: 'Relógio Omega Speedmaster Moonwatch', channel: 'form', buyer: form('Isabela Rocha', 'isabela.rocha@example.com', undefined, 'Achei um com garantia mais longa, obrigada.'), status: 'lost', hoursAgo: 780, answeredAfterHours: 26 },
  { product: 'Casa em Condomínio no Jardim Europa', channel: 'whatsapp', status: 'lost', hoursAgo: 850, answeredAfterHours: 12, origin: GOOGLE },
  { product: 'Escultura em Bronze Equilíbrio', channel: 'form', buyer: form('Ricardo Falcão', 'ricardo.falcao@example.com', '(61) 99456-1212', 'O valor ficou acima do nosso orçamento.'), status: 'lost', hoursAgo: 1000, answeredAfterHours: 10 },
  { product: 'Bentley Bentayga EWB Mulliner', channel: 'form', buyer: form('Aline Moraes', 'aline.moraes@example.com', '(11) 99678-9090', 'Comprei outro veículo, obrigada pelo atendimento.'), status: 'lost', hoursAgo: 1080, answeredAfterHours: 4 },
];

export interface SeedLead {
  readonly id: string;
  readonly productId: string | null;
  readonly sellerId: string | null;
  readonly channel: 'form' | 'whatsapp';
  readonly name: string;
  readonly email: string | null;
  readonly phone: string | null;
  readonly message: string | null;
  readonly status: Status;
  readonly hoursAgo: number;
  readonly answeredAfterHours: number | null;
  readonly pagePath: string;
  readonly origin: Origin;
  /** A WhatsApp tap's anonymous visitor, as the storefront's cookie names it. */
  readonly visitorId: string | null;
}

export const SEED_LEADS: readonly SeedLead[] = LEADS.map((lead, index) => {
  const product = lead.product === null ? null : SEED_PRODUCTS.find((p) => p.name === lead.product);
  if (product === undefined) throw new Error(`Lead of an unknown demo listing: ${lead.product}`);
  if (product && !product.published) throw new Error(`${lead.product}: visitors reach published listings only`);
  if ((lead.status === 'new') !== (lead.answeredAfterHours === null)) throw new Error(`Lead ${index}: a new lead is the one not answered yet`);
  if (lead.answeredAfterHours !== null && lead.answeredAfterHours >= lead.hoursAgo) throw new Error(`Lead ${index}: answered before it came`);
  if (product && lead.hoursAgo >= product.daysAgo * 24) throw new Error(`Lead ${index}: older than its listing`);
  if ((lead.channel === 'form') !== Boolean(lead.buyer)) throw new Error(`Lead ${index}: a form carries the buyer's details, a WhatsApp tap none`);
  const key = `${index}/${lead.product ?? 'contato'}`;
  return {
    id: seedUuid('lead', key),
    productId: product?.id ?? null,
    sellerId: product ? seedSellerOf(product) : null,
    channel: lead.channel,
    name: lead.buyer?.name ?? 'Visitante pelo WhatsApp',
    email: lead.buyer?.email ?? null,
    phone: lead.buyer?.phone ?? null,
    message: lead.buyer?.message ?? null,
    status: lead.status,
    hoursAgo: lead.hoursAgo,
    answeredAfterHours: lead.answeredAfterHours,
    pagePath: product ? `/produto/${product.id}` : '/contato',
    origin: lead.origin ?? {},
    visitorId: lead.channel === 'whatsapp' ? seedUuid('lead', `visitor/${key}`).replace(/-/g, '') : null,
  };
});
