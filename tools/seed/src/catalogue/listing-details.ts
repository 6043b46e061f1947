import type { SpecValues } from '@oneboss/domain';

/** UF, IBGE municipality code and bairro (null where a bairro says nothing, e.g. an aircraft's base). */
type Location = readonly [uf: string, cityId: number, bairro: string | null];

export interface ListingDetails {
  readonly specs: SpecValues;
  readonly location: Location;
}

const SAO_PAULO = 3550308;
const RIO = 3304557;
const CURITIBA = 4106902;
const FLORIANOPOLIS = 4205407;
const BALNEARIO_CAMBORIU = 4202008;
const BELO_HORIZONTE = 3106200;
const PORTO_ALEGRE = 4314902;
const ANGRA = 3300100;

/**
 * Each demo listing's typed specifications and location, by product name, consistent with its
 * name and description (the "Lancha Azimut 60" is 60 pés, the Daytona a Rolex in Everose gold).
 */
export const LISTING_DETAILS: Readonly<Record<string, ListingDetails>> = {
  // Automóveis
  'Ferrari 296 GTB': {
    specs: { ano: 2024, quilometragem: 2_100, potencia: 830, combustivel: 'hibrido-plug-in', cambio: 'dupla-embreagem', cor: 'Rosso Corsa', blindado: false, unico_dono: true },
    location: ['SP', SAO_PAULO, 'Jardim Europa'],
  },
  'Ferrari Roma Spider': {
    specs: { ano: 2024, quilometragem: 4_800, potencia: 620, combustivel: 'gasolina', cambio: 'dupla-embreagem', cor: 'Blu Tour de France', blindado: false, unico_dono: true },
    location: ['SP', SAO_PAULO, 'Itaim Bibi'],
  },
  'Porsche 911 Turbo S': {
    specs: { ano: 2023, quilometragem: 8_900, potencia: 650, combustivel: 'gasolina', cambio: 'dupla-embreagem', cor: 'GT Silver', blindado: false, unico_dono: true },
    location: ['PR', CURITIBA, 'Batel'],
  },
  'Porsche 911 GT3 RS': {
    specs: { ano: 2024, quilometragem: 0, potencia: 525, combustivel: 'gasolina', cambio: 'dupla-embreagem', cor: 'Shark Blue', blindado: false },
    location: ['SP', SAO_PAULO, 'Vila Nova Conceição'],
  },
  'Lamborghini Huracán Tecnica': {
    specs: { ano: 2023, quilometragem: 3_500, potencia: 640, combustivel: 'gasolina', cambio: 'dupla-embreagem', cor: 'Verde Mantis', blindado: false, unico_dono: true },
    location: ['SC', BALNEARIO_CAMBORIU, 'Centro'],
  },
  'McLaren 750S Coupé': {
    specs: { ano: 2024, quilometragem: 900, potencia: 750, combustivel: 'gasolina', cambio: 'dupla-embreagem', cor: 'Papaya Spark', blindado: false, unico_dono: true },
    location: ['SP', SAO_PAULO, 'Moema'],
  },
  'Range Rover Autobiography': {
    specs: { ano: 2024, quilometragem: 12_000, potencia: 530, combustivel: 'gasolina', cambio: 'automatico', cor: 'Santorini Black', blindado: true, unico_dono: true },
    location: ['RJ', RIO, 'Barra da Tijuca'],
  },
  'Mercedes-AMG G 63': {
    specs: { ano: 2023, quilometragem: 15_400, potencia: 585, combustivel: 'gasolina', cambio: 'automatico', cor: 'Preto Obsidiana', blindado: true, unico_dono: false },
    location: ['SP', SAO_PAULO, 'Cidade Jardim'],
  },
  'Bentley Bentayga EWB Mulliner': {
    specs: { ano: 2024, quilometragem: 3_200, potencia: 550, combustivel: 'gasolina', cambio: 'automatico', cor: 'Onyx', blindado: true, unico_dono: true },
    location: ['DF', 5300108, 'Lago Sul'],
  },
  'Lamborghini Urus Performante': {
    specs: { ano: 2024, quilometragem: 5_200, potencia: 666, combustivel: 'gasolina', cambio: 'automatico', cor: 'Giallo Inti', blindado: false, unico_dono: true },
    location: ['MG', BELO_HORIZONTE, 'Belvedere'],
  },
  'Mercedes-Benz 300 SL Gullwing 1955': {
    specs: { ano: 1955, quilometragem: 86_000, potencia: 215, combustivel: 'gasolina', cambio: 'manual', cor: 'Silver Grey Metallic', blindado: false, unico_dono: false },
    location: ['SP', SAO_PAULO, 'Jardim América'],
  },
  'Jaguar E-Type Série 1 1963': {
    specs: { ano: 1963, quilometragem: 72_500, potencia: 265, combustivel: 'gasolina', cambio: 'manual', cor: 'Opalescent Silver Blue', blindado: false, unico_dono: false },
    location: ['RS', PORTO_ALEGRE, 'Moinhos de Vento'],
  },
  'Porsche 356 Speedster 1957': {
    specs: { ano: 1957, quilometragem: 45_000, potencia: 60, combustivel: 'gasolina', cambio: 'manual', cor: 'Meissen Blue', blindado: false, unico_dono: false },
    location: ['PR', CURITIBA, 'Água Verde'],
  },

  // Embarcações
  'Lancha Azimut 60': {
    specs: { comprimento: 60, ano: 2023, cabines: 3, capacidade: 16, motorizacao: 'diesel-pod', horas_motor: 180 },
    location: ['RJ', ANGRA, 'Frade'],
  },
  'Lancha Ferretti 500': {
    specs: { comprimento: 52, ano: 2022, cabines: 3, capacidade: 14, motorizacao: 'diesel-pod', horas_motor: 420 },
    location: ['SP', 3518701, 'Enseada'],
  },
  'Lancha Schaefer 510 GT': {
    specs: { comprimento: 51, ano: 2024, cabines: 2, capacidade: 14, motorizacao: 'diesel-eixo', horas_motor: 35 },
    location: ['SC', FLORIANOPOLIS, 'Jurerê Internacional'],
  },
  'Lancha Schaefer 303': {
    specs: { comprimento: 30, ano: 2019, cabines: 1, capacidade: 12, motorizacao: 'popa', horas_motor: 610 },
    location: ['SC', 4208203, 'Cabeçudas'],
  },
  'Iate Sunseeker 76 Yacht': {
    specs: { comprimento: 76, ano: 2023, cabines: 4, capacidade: 20, motorizacao: 'diesel-eixo', horas_motor: 240 },
    location: ['SP', 3520400, 'Perequê'],
  },
  'Iate Princess Y85': {
    specs: { comprimento: 86.3, ano: 2022, cabines: 4, capacidade: 22, motorizacao: 'diesel-eixo', horas_motor: 530 },
    location: ['RJ', ANGRA, 'Bracuí'],
  },
  'Iate Azimut Grande 27M': {
    specs: { comprimento: 90, ano: 2024, cabines: 5, capacidade: 24, motorizacao: 'diesel-eixo', horas_motor: 60 },
    location: ['BA', 2927408, 'Comércio'],
  },
  'Veleiro Beneteau Oceanis 46.1': {
    specs: { comprimento: 47.9, ano: 2021, cabines: 3, capacidade: 10, motorizacao: 'vela-motor-auxiliar', horas_motor: 350 },
    location: ['RJ', 3303302, 'Charitas'],
  },
  'Veleiro Jeanneau Sun Odyssey 440': {
    specs: { comprimento: 44, ano: 2020, cabines: 3, capacidade: 10, motorizacao: 'vela-motor-auxiliar', horas_motor: 480 },
    location: ['RS', PORTO_ALEGRE, 'Assunção'],
  },

  // Aeronaves
  'Jato Embraer Phenom 300E': {
    specs: { tipo: 'jato', ano: 2022, horas_celula: 640, horas_revisao: 640, assentos: 10, alcance: 2_010 },
    location: ['SP', SAO_PAULO, 'Santana'],
  },
  'Jato Embraer Praetor 600': {
    specs: { tipo: 'jato', ano: 2023, horas_celula: 180, horas_revisao: 180, assentos: 12, alcance: 4_018 },
    location: ['SP', 3552205, null],
  },
  'Jato Cessna Citation CJ4 Gen2': {
    specs: { tipo: 'jato', ano: 2023, horas_celula: 260, horas_revisao: 260, assentos: 10, alcance: 1_998 },
    location: ['SP', 3525904, null],
  },
  'Jato Dassault Falcon 2000LXS': {
    specs: { tipo: 'jato', ano: 2019, horas_celula: 1_850, horas_revisao: 320, assentos: 10, alcance: 4_000 },
    location: ['RJ', RIO, null],
  },
  'Helicóptero Airbus H125': {
    specs: { tipo: 'helicoptero', ano: 2021, horas_celula: 410, horas_revisao: 410, assentos: 6, alcance: 340 },
    location: ['SP', SAO_PAULO, 'Santana'],
  },
  'Helicóptero Bell 505 Jet Ranger X': {
    specs: { tipo: 'helicoptero', ano: 2020, horas_celula: 720, horas_revisao: 150, assentos: 5, alcance: 306 },
    location: ['PR', CURITIBA, 'Bacacheri'],
  },
  'Helicóptero Robinson R66 Turbine': {
    specs: { tipo: 'helicoptero', ano: 2022, horas_celula: 380, horas_revisao: 380, assentos: 5, alcance: 350 },
    location: ['GO', 5208707, 'Santa Genoveva'],
  },
  'Turbo-hélice Pilatus PC-12 NGX': {
    specs: { tipo: 'turboelice', ano: 2022, horas_celula: 520, horas_revisao: 520, assentos: 9, alcance: 1_845 },
    location: ['MT', 5107909, null],
  },
  'Turbo-hélice Beechcraft King Air 260': {
    specs: { tipo: 'turboelice', ano: 2021, horas_celula: 890, horas_revisao: 890, assentos: 8, alcance: 1_720 },
    location: ['MS', 5002704, null],
  },

  // Imóveis
  'Cobertura Duplex em São Paulo': {
    specs: { tipo: 'cobertura', area: 620, quartos: 4, suites: 4, vagas: 5, condominio: 12_500, iptu: 48_000 },
    location: ['SP', SAO_PAULO, 'Itaim Bibi'],
  },
  'Cobertura com Vista para o Mar no Leblon': {
    specs: { tipo: 'cobertura', area: 480, quartos: 4, suites: 3, vagas: 3, condominio: 9_800, iptu: 62_000 },
    location: ['RJ', RIO, 'Leblon'],
  },
  'Casa em Condomínio no Jardim Europa': {
    specs: { tipo: 'casa-em-condominio', area: 1_050, quartos: 6, suites: 6, vagas: 8, condominio: 6_000, iptu: 145_000 },
    location: ['SP', SAO_PAULO, 'Jardim Europa'],
  },
  'Mansão no Joá com Vista para o Mar': {
    specs: { tipo: 'casa', area: 1_400, quartos: 8, suites: 7, vagas: 10, iptu: 98_000 },
    location: ['RJ', RIO, 'Joá'],
  },
  'Casa Pé na Areia em Jurerê Internacional': {
    specs: { tipo: 'casa', area: 720, quartos: 5, suites: 5, vagas: 4, condominio: 2_400, iptu: 36_000 },
    location: ['SC', FLORIANOPOLIS, 'Jurerê Internacional'],
  },
  'Apartamento Alto Padrão nos Jardins': {
    specs: { tipo: 'apartamento', area: 310, quartos: 4, suites: 3, vagas: 4, condominio: 5_800, iptu: 28_000 },
    location: ['SP', SAO_PAULO, 'Jardim Paulista'],
  },
  'Apartamento em Ipanema de Frente para o Mar': {
    specs: { tipo: 'apartamento', area: 280, quartos: 4, suites: 3, vagas: 2, condominio: 4_900, iptu: 31_000 },
    location: ['RJ', RIO, 'Ipanema'],
  },
  'Apartamento na Barra Sul em Balneário Camboriú': {
    specs: { tipo: 'apartamento', area: 260, quartos: 4, suites: 4, vagas: 4, condominio: 3_800, iptu: 14_500 },
    location: ['SC', BALNEARIO_CAMBORIU, 'Barra Sul'],
  },
  'Fazenda de Café no Sul de Minas': {
    specs: { tipo: 'fazenda', area: 8_500_000, quartos: 6, suites: 3, vagas: 6, iptu: 0 },
    location: ['MG', 3169406, null],
  },
  'Haras em Goiás': {
    specs: { tipo: 'haras', area: 3_200_000, quartos: 5, suites: 3, vagas: 8 },
    location: ['GO', 5203302, null],
  },

  // Relógios
  'Relógio Rolex Submariner Date': {
    specs: { marca: 'rolex', referencia: '126610LN', ano: 2024, diametro: 41, material_caixa: 'aco', movimento: 'automatico', caixa_documentos: true },
    location: ['SP', SAO_PAULO, 'Jardim Paulista'],
  },
  'Relógio Rolex Cosmograph Daytona': {
    specs: { marca: 'rolex', referencia: '126505', ano: 2023, diametro: 40, material_caixa: 'ouro-rose', movimento: 'automatico', caixa_documentos: true },
    location: ['SP', SAO_PAULO, 'Itaim Bibi'],
  },
  'Relógio Rolex Datejust 41': {
    specs: { marca: 'rolex', referencia: '126334', ano: 2022, diametro: 41, material_caixa: 'aco-e-ouro', movimento: 'automatico', caixa_documentos: false },
    location: ['RJ', RIO, 'Leblon'],
  },
  'Relógio Rolex GMT-Master II Pepsi': {
    specs: { marca: 'rolex', referencia: '126710BLRO', ano: 2021, diametro: 40, material_caixa: 'aco', movimento: 'automatico', caixa_documentos: true },
    location: ['SP', SAO_PAULO, 'Moema'],
  },
  'Relógio Patek Philippe Nautilus 5811/1G': {
    specs: { marca: 'patek-philippe', referencia: '5811/1G-001', ano: 2023, diametro: 41, material_caixa: 'ouro-branco', movimento: 'automatico', caixa_documentos: true },
    location: ['SP', SAO_PAULO, 'Jardim Europa'],
  },
  'Relógio Patek Philippe Calatrava 6119G': {
    specs: { marca: 'patek-philippe', referencia: '6119G-001', ano: 2022, diametro: 39, material_caixa: 'ouro-branco', movimento: 'corda-manual', caixa_documentos: true },
    location: ['RJ', RIO, 'Ipanema'],
  },
  'Relógio Audemars Piguet Royal Oak 15510ST': {
    specs: { marca: 'audemars-piguet', referencia: '15510ST.OO.1320ST.06', ano: 2023, diametro: 41, material_caixa: 'aco', movimento: 'automatico', caixa_documentos: true },
    location: ['SP', SAO_PAULO, 'Itaim Bibi'],
  },
  'Relógio Audemars Piguet Royal Oak Offshore': {
    specs: { marca: 'audemars-piguet', referencia: '26405CE.OO.A002CA.01', ano: 2020, diametro: 43, material_caixa: 'ceramica', movimento: 'automatico', caixa_documentos: false },
    location: ['SP', SAO_PAULO, 'Cidade Jardim'],
  },
  'Relógio Omega Speedmaster Moonwatch': {
    specs: { marca: 'omega', referencia: '310.30.42.50.01.001', ano: 2024, diametro: 42, material_caixa: 'aco', movimento: 'corda-manual', caixa_documentos: true },
    location: ['PR', CURITIBA, 'Batel'],
  },
  'Relógio Omega Seamaster Aqua Terra': {
    specs: { marca: 'omega', referencia: '220.10.41.21.03.004', ano: 2021, diametro: 41, material_caixa: 'aco', movimento: 'automatico', caixa_documentos: false },
    location: ['MG', BELO_HORIZONTE, 'Savassi'],
  },

  // Decoração
  'Poltrona Eames Lounge Chair': {
    specs: { designer: 'Charles e Ray Eames', material: 'Couro e compensado moldado de jacarandá', dimensoes: '84 × 84 × 85 cm', epoca: 'meados-seculo-xx' },
    location: ['SP', SAO_PAULO, 'Jardim Paulista'],
  },
  'Mesa de Jantar em Mármore Calacatta': {
    specs: { material: 'Mármore Calacatta e latão', dimensoes: '260 × 120 cm', epoca: 'contemporaneo' },
    location: ['SP', SAO_PAULO, 'Pinheiros'],
  },
  'Luminária Pendente em Cristal Murano': {
    specs: { material: 'Cristal de Murano soprado à mão', dimensoes: 'Ø 110 cm', epoca: 'contemporaneo' },
    location: ['SP', SAO_PAULO, 'Jardim Europa'],
  },
  'Sofá Modular em Couro Italiano': {
    specs: { material: 'Couro anilina', dimensoes: '420 cm de comprimento, 4 módulos', epoca: 'contemporaneo' },
    location: ['RJ', RIO, 'Barra da Tijuca'],
  },
  'Aparador em Jacarandá Design Brasileiro': {
    specs: { material: 'Jacarandá-da-bahia', dimensoes: '200 × 45 × 75 cm', epoca: 'meados-seculo-xx' },
    location: ['SP', SAO_PAULO, 'Jardim Europa'],
  },
  'Escultura em Bronze Equilíbrio': {
    specs: { material: 'Bronze fundido a cera perdida', dimensoes: '92 cm de altura', epoca: 'contemporaneo' },
    location: ['RJ', RIO, 'Gávea'],
  },
  'Pintura Abstrata Óleo sobre Tela': {
    specs: { material: 'Óleo sobre tela', dimensoes: '180 × 150 cm', epoca: 'contemporaneo' },
    location: ['SP', SAO_PAULO, 'Vila Madalena'],
  },
  'Tapete Persa Kashan Feito à Mão': {
    specs: { material: 'Lã e seda', dimensoes: '300 × 400 cm', epoca: 'inicio-seculo-xx' },
    location: ['SP', SAO_PAULO, 'Jardim América'],
  },
  'Tapete Contemporâneo em Seda': {
    specs: { material: 'Seda de bambu', dimensoes: '250 × 350 cm', epoca: 'contemporaneo' },
    location: ['SC', FLORIANOPOLIS, 'Santo Antônio de Lisboa'],
  },
};
