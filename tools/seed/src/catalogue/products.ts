import { seedUuid } from '../ids';
import { findCategory, type CategoryValue } from './categories';
import type { SpecValues } from '@oneboss/domain';
import { descriptionHtml, type SpecRow } from './description-html';
import { LISTING_DETAILS } from './listing-details';

export interface SeedProduct {
  readonly id: string;
  readonly name: string;
  readonly shortDescription: string;
  readonly description: string;
  readonly price: number | null;
  readonly salePrice: number | null;
  readonly categoryId: string;
  readonly categoryValue: CategoryValue;
  readonly subcategoryId: string;
  /** The subcategory's `type`, e.g. `helicopteros`: it picks what the pictures show. */
  readonly subcategoryType: string;
  readonly attributeId: string | null;
  readonly featured: boolean;
  readonly published: boolean;
  readonly stockQuantity: number;
  readonly priceOnRequest: boolean;
  /** created_at is this many days (and a few hours) before the seed runs, so "newest" varies. */
  readonly daysAgo: number;
  /** Pictures generated for the product (2-4). */
  readonly imageCount: number;
  /** Typed values of the category's definitions (SEED_SPEC_DEFINITIONS). */
  readonly specs: SpecValues;
  readonly uf: string;
  /** IBGE municipality code. */
  readonly cityId: number;
  readonly neighbourhood: string | null;
}

interface ProductOutline {
  readonly name: string;
  readonly category: CategoryValue;
  readonly subcategory: string;
  readonly attribute?: string;
  /** BRL; omitted when the price is on request. */
  readonly price?: number;
  readonly salePrice?: number;
  readonly featured?: true;
  readonly hidden?: true;
  readonly stock?: number;
  readonly daysAgo: number;
  readonly short: string;
  readonly intro: string;
  readonly specs: readonly SpecRow[];
}

const OUTLINES: readonly ProductOutline[] = [
  // Automóveis
  { name: 'Ferrari 296 GTB', category: 'veiculos', subcategory: 'esportivos', attribute: 'Ferrari', price: 3_900_000, featured: true, daysAgo: 3,
    short: 'Híbrido plug-in V6 de 830 cv, 0 a 100 km/h em 2,9 s.',
    intro: 'A berlinetta híbrida de Maranello une o novo V6 biturbo a um motor elétrico, com resposta imediata e a pureza de condução que define a marca.',
    specs: [['Motor', 'V6 2.9 biturbo + elétrico'], ['Potência combinada', '830 cv'], ['Ano', '2024'], ['Quilometragem', '2.100 km'], ['Cor', 'Rosso Corsa']] },
  { name: 'Ferrari Roma Spider', category: 'veiculos', subcategory: 'esportivos', attribute: 'Ferrari', price: 3_450_000, salePrice: 3_290_000, daysAgo: 21,
    short: 'Conversível 2+2 com capota de tecido e V8 de 620 cv.',
    intro: 'Elegância atemporal inspirada na dolce vita dos anos 1960, com a capota de tecido que abre em 13,5 segundos até 60 km/h.',
    specs: [['Motor', 'V8 3.9 biturbo'], ['Potência', '620 cv'], ['Ano', '2024'], ['Quilometragem', '4.800 km'], ['Cor', 'Blu Tour de France']] },
  { name: 'Porsche 911 Turbo S', category: 'veiculos', subcategory: 'esportivos', attribute: 'Porsche', price: 1_850_000, featured: true, daysAgo: 9,
    short: 'Tração integral, 650 cv e o equilíbrio de um ícone.',
    intro: 'O 911 mais rápido para o dia a dia: conforto de grã-turismo e desempenho de pista, com o pacote Sport Chrono e bancos esportivos adaptativos.',
    specs: [['Motor', 'Boxer 3.8 biturbo'], ['Potência', '650 cv'], ['Ano', '2023'], ['Quilometragem', '8.900 km'], ['Câmbio', 'PDK de 8 marchas']] },
  { name: 'Porsche 911 GT3 RS', category: 'veiculos', subcategory: 'esportivos', attribute: 'Porsche', price: 2_450_000, stock: 0, daysAgo: 40,
    short: 'Aspirado de 525 cv com aerodinâmica ativa de competição.',
    intro: 'Nascido nas pistas, o GT3 RS traz asa traseira com DRS, suspensão ajustável pelo volante e o inconfundível aspirado de 9.000 rpm.',
    specs: [['Motor', 'Boxer 4.0 aspirado'], ['Potência', '525 cv'], ['Ano', '2024'], ['Pacote', 'Weissach'], ['Disponibilidade', 'Sob encomenda']] },
  { name: 'Lamborghini Huracán Tecnica', category: 'veiculos', subcategory: 'esportivos', attribute: 'Lamborghini', price: 3_200_000, daysAgo: 15,
    short: 'V10 aspirado de 640 cv e tração traseira.',
    intro: 'A ponte entre o Huracán EVO e o STO: aerodinâmica refinada, direção traseira e o som inigualável do V10 aspirado.',
    specs: [['Motor', 'V10 5.2 aspirado'], ['Potência', '640 cv'], ['Ano', '2023'], ['Quilometragem', '3.500 km'], ['Cor', 'Verde Mantis']] },
  { name: 'McLaren 750S Coupé', category: 'veiculos', subcategory: 'esportivos', attribute: 'McLaren', price: 4_200_000, hidden: true, daysAgo: 1,
    short: 'Monocoque de fibra de carbono e 750 cv.',
    intro: 'Mais leve e mais potente que o 720S, o 750S chega com suspensão hidráulica interligada e câmbio com relações encurtadas.',
    specs: [['Motor', 'V8 4.0 biturbo'], ['Potência', '750 cv'], ['Ano', '2024'], ['Quilometragem', '900 km']] },
  { name: 'Range Rover Autobiography', category: 'veiculos', subcategory: 'suvs-de-luxo', attribute: 'Range Rover', price: 1_650_000, salePrice: 1_590_000, daysAgo: 33,
    short: 'O SUV de luxo por excelência, com acabamento em couro semianilina.',
    intro: 'Silencioso, refinado e capaz em qualquer terreno, com bancos traseiros executivos, massagem e sistema de som Meridian Signature.',
    specs: [['Motor', 'V8 4.4 biturbo'], ['Potência', '530 cv'], ['Ano', '2024'], ['Quilometragem', '12.000 km']] },
  { name: 'Mercedes-AMG G 63', category: 'veiculos', subcategory: 'suvs-de-luxo', attribute: 'Mercedes-Benz', price: 1_750_000, daysAgo: 27,
    short: 'O clássico Classe G com V8 biturbo AMG de 585 cv.',
    intro: 'Três bloqueios de diferencial, chassi de longarinas e a assinatura AMG: um ícone fora de estrada com luxo de sedã.',
    specs: [['Motor', 'V8 4.0 biturbo'], ['Potência', '585 cv'], ['Ano', '2023'], ['Quilometragem', '15.400 km']] },
  { name: 'Bentley Bentayga EWB Mulliner', category: 'veiculos', subcategory: 'suvs-de-luxo', attribute: 'Bentley', daysAgo: 48,
    short: 'Entre-eixos alongado e bancos Airline Seat com ventilação.',
    intro: 'A versão mais exclusiva do Bentayga, personalizada pela Mulliner com madeiras nobres, couro acolchoado em diamante e teto panorâmico.',
    specs: [['Motor', 'V8 4.0 biturbo'], ['Potência', '550 cv'], ['Ano', '2024'], ['Personalização', 'Mulliner']] },
  { name: 'Lamborghini Urus Performante', category: 'veiculos', subcategory: 'suvs-de-luxo', attribute: 'Lamborghini', price: 3_100_000, daysAgo: 12,
    short: 'Super SUV de 666 cv com modo Rally.',
    intro: 'Mais leve e mais baixo que o Urus S, o Performante traz escapamento em titânio Akrapovič e capô em fibra de carbono.',
    specs: [['Motor', 'V8 4.0 biturbo'], ['Potência', '666 cv'], ['Ano', '2024'], ['Quilometragem', '5.200 km']] },
  { name: 'Mercedes-Benz 300 SL Gullwing 1955', category: 'veiculos', subcategory: 'classicos', attribute: 'Mercedes-Benz', featured: true, daysAgo: 70,
    short: 'Portas asa de gaivota e restauração certificada pela fábrica.',
    intro: 'Um dos automóveis mais desejados da história, com injeção direta pioneira e histórico completo de proprietários.',
    specs: [['Motor', '6 cilindros em linha 3.0'], ['Ano', '1955'], ['Restauração', 'Mercedes-Benz Classic Center'], ['Documentação', 'Completa']] },
  { name: 'Jaguar E-Type Série 1 1963', category: 'veiculos', subcategory: 'classicos', attribute: 'Jaguar', price: 2_200_000, daysAgo: 95,
    short: 'O roadster que Enzo Ferrari chamou de o carro mais bonito do mundo.',
    intro: 'Exemplar de faróis cobertos, restaurado com peças originais, motor numericamente correspondente e certificado de patrimônio.',
    specs: [['Motor', '6 cilindros em linha 3.8'], ['Ano', '1963'], ['Carroceria', 'Roadster'], ['Cor', 'Opalescent Silver Blue']] },
  { name: 'Porsche 356 Speedster 1957', category: 'veiculos', subcategory: 'classicos', attribute: 'Porsche', price: 1_900_000, hidden: true, daysAgo: 120,
    short: 'O Speedster original em estado de concurso.',
    intro: 'Para-brisa baixo, capota leve e a simplicidade que consagrou a Porsche nos Estados Unidos; restauração concluída em 2022.',
    specs: [['Motor', 'Boxer 1.6'], ['Ano', '1957'], ['Cor', 'Meissen Blue']] },

  // Embarcações
  { name: 'Lancha Azimut 60', category: 'embarcacoes', subcategory: 'lanchas', attribute: 'Azimut', price: 14_500_000, featured: true, daysAgo: 6,
    short: 'Flybridge de 60 pés com três cabines e acabamento italiano.',
    intro: 'Projeto de Alberto Mancini com interiores de Achille Salvagni: amplas janelas no casco, flybridge com cozinha externa e garagem para jet ski.',
    specs: [['Comprimento', '18,3 m'], ['Motorização', '2 × Volvo IPS 1050'], ['Cabines', '3 + tripulação'], ['Ano', '2023']] },
  { name: 'Lancha Ferretti 500', category: 'embarcacoes', subcategory: 'lanchas', attribute: 'Ferretti', price: 9_800_000, salePrice: 9_300_000, daysAgo: 18,
    short: 'Flybridge de 52 pés com suíte master no meio do barco.',
    intro: 'Espaço de um barco maior em 16 metros, com plataforma de popa hidráulica e estabilizador giroscópico Seakeeper.',
    specs: [['Comprimento', '15,8 m'], ['Motorização', '2 × Volvo IPS 800'], ['Cabines', '3'], ['Ano', '2022']] },
  { name: 'Lancha Schaefer 510 GT', category: 'embarcacoes', subcategory: 'lanchas', attribute: 'Schaefer', price: 6_200_000, daysAgo: 30,
    short: 'Construída em Florianópolis, pronta para o litoral brasileiro.',
    intro: 'Cockpit aberto com hard top, cozinha gourmet externa e duas suítes com ar-condicionado, ideal para Angra dos Reis e Ilhabela.',
    specs: [['Comprimento', '15,5 m'], ['Motorização', '2 × Volvo D11 725 hp'], ['Cabines', '2'], ['Ano', '2024']] },
  { name: 'Lancha Schaefer 303', category: 'embarcacoes', subcategory: 'lanchas', attribute: 'Schaefer', price: 1_150_000, stock: 0, daysAgo: 52,
    short: 'Day cruiser de 30 pés para passeios em família.',
    intro: 'Ágil e confortável, com solário de proa, banheiro fechado e plataforma de banho ampla.',
    specs: [['Comprimento', '9,1 m'], ['Motorização', '2 × Mercury 300 hp'], ['Capacidade', '12 pessoas']] },
  { name: 'Iate Sunseeker 76 Yacht', category: 'embarcacoes', subcategory: 'iates', attribute: 'Sunseeker', daysAgo: 11,
    short: 'Iate de 76 pés com beach club e quatro suítes.',
    intro: 'O beach club de popa se abre para o mar, a suíte master ocupa toda a boca do barco e o flybridge tem jacuzzi.',
    specs: [['Comprimento', '23,2 m'], ['Motorização', '2 × MAN V12 1.550 hp'], ['Cabines', '4 + tripulação'], ['Ano', '2023']] },
  { name: 'Iate Princess Y85', category: 'embarcacoes', subcategory: 'iates', attribute: 'Princess', price: 38_000_000, daysAgo: 44,
    short: 'Construção britânica artesanal e 85 pés de conforto.',
    intro: 'Interiores em carvalho e couro, salão com janelas panorâmicas e acomodações para oito hóspedes e três tripulantes.',
    specs: [['Comprimento', '26,3 m'], ['Motorização', '2 × MAN V12 1.900 hp'], ['Cabines', '4 + tripulação'], ['Ano', '2022']] },
  { name: 'Iate Azimut Grande 27M', category: 'embarcacoes', subcategory: 'iates', attribute: 'Azimut', hidden: true, daysAgo: 2,
    short: 'Superestrutura em fibra de carbono e 90 pés.',
    intro: 'A linha Grande leva a assinatura de design da Azimut a um novo patamar, com deck de proa privativo e cinco cabines.',
    specs: [['Comprimento', '27,4 m'], ['Cabines', '5 + tripulação'], ['Ano', '2024']] },
  { name: 'Veleiro Beneteau Oceanis 46.1', category: 'embarcacoes', subcategory: 'veleiros', attribute: 'Beneteau', price: 3_600_000, daysAgo: 64,
    short: 'Veleiro de cruzeiro com casco de alto desempenho.',
    intro: 'Casco com quina pronunciada, cockpit com duas rodas de leme e interior luminoso para longas travessias.',
    specs: [['Comprimento', '14,6 m'], ['Cabines', '3'], ['Ano', '2021']] },
  { name: 'Veleiro Jeanneau Sun Odyssey 440', category: 'embarcacoes', subcategory: 'veleiros', attribute: 'Jeanneau', price: 2_900_000, salePrice: 2_750_000, daysAgo: 80,
    short: 'Passavante inclinado e manobras simples para dois tripulantes.',
    intro: 'Premiado como Veleiro Europeu do Ano, combina desempenho e facilidade de uso com três cabines confortáveis.',
    specs: [['Comprimento', '13,4 m'], ['Cabines', '3'], ['Ano', '2020']] },

  // Aeronaves
  { name: 'Jato Embraer Phenom 300E', category: 'aeronaves', subcategory: 'jatos-executivos', attribute: 'Embraer', price: 58_000_000, featured: true, daysAgo: 8,
    short: 'O jato leve mais vendido do mundo, fabricado no Brasil.',
    intro: 'Cabine com iluminação indireta, sistema de entretenimento sem fio e alcance para ligar São Paulo a Salvador sem escalas.',
    specs: [['Assentos', 'Até 10 passageiros'], ['Alcance', '3.723 km'], ['Ano', '2022'], ['Horas de voo', '640 h']] },
  { name: 'Jato Embraer Praetor 600', category: 'aeronaves', subcategory: 'jatos-executivos', attribute: 'Embraer', daysAgo: 25,
    short: 'Super médio com alcance intercontinental.',
    intro: 'Controles fly-by-wire, cabine com altitude de 5.800 pés e alcance para voar de São Paulo a Miami sem escalas.',
    specs: [['Assentos', 'Até 12 passageiros'], ['Alcance', '7.441 km'], ['Ano', '2023']] },
  { name: 'Jato Cessna Citation CJ4 Gen2', category: 'aeronaves', subcategory: 'jatos-executivos', attribute: 'Cessna', price: 52_000_000, daysAgo: 37,
    short: 'Certificado para piloto único e cabine renovada.',
    intro: 'Aviônica Collins Pro Line 21, nova cabine com assentos mais largos e baixo custo operacional na categoria.',
    specs: [['Assentos', 'Até 10 passageiros'], ['Alcance', '3.700 km'], ['Ano', '2023']] },
  { name: 'Jato Dassault Falcon 2000LXS', category: 'aeronaves', subcategory: 'jatos-executivos', attribute: 'Dassault', hidden: true, daysAgo: 5,
    short: 'Cabine larga e pistas curtas.',
    intro: 'Opera em aeroportos de pista curta com cabine de 1,88 m de altura e lavatório traseiro completo.',
    specs: [['Assentos', 'Até 10 passageiros'], ['Alcance', '7.400 km'], ['Ano', '2019']] },
  { name: 'Helicóptero Airbus H125', category: 'aeronaves', subcategory: 'helicopteros', attribute: 'Airbus', price: 19_500_000, daysAgo: 14,
    short: 'Monoturbina versátil com interior executivo.',
    intro: 'O helicóptero de referência para voos executivos em São Paulo, com potência de sobra para operações em altitude.',
    specs: [['Assentos', '1 piloto + 5 passageiros'], ['Motor', 'Safran Arriel 2D'], ['Ano', '2021'], ['Horas de voo', '410 h']] },
  { name: 'Helicóptero Bell 505 Jet Ranger X', category: 'aeronaves', subcategory: 'helicopteros', attribute: 'Bell', price: 11_800_000, salePrice: 11_200_000, daysAgo: 58,
    short: 'Cabine envidraçada e aviônica Garmin G1000H.',
    intro: 'Leve, econômico e com excelente visibilidade, ideal para deslocamentos entre a capital e o litoral.',
    specs: [['Assentos', '1 piloto + 4 passageiros'], ['Motor', 'Safran Arrius 2R'], ['Ano', '2020']] },
  { name: 'Helicóptero Robinson R66 Turbine', category: 'aeronaves', subcategory: 'helicopteros', attribute: 'Robinson', price: 6_900_000, stock: 0, daysAgo: 88,
    short: 'Turbina Rolls-Royce e baixo custo por hora.',
    intro: 'O helicóptero a turbina mais acessível do mercado, com compartimento de bagagem dedicado.',
    specs: [['Assentos', '1 piloto + 4 passageiros'], ['Motor', 'Rolls-Royce RR300'], ['Ano', '2022']] },
  { name: 'Turbo-hélice Pilatus PC-12 NGX', category: 'aeronaves', subcategory: 'turbo-helices', attribute: 'Pilatus', price: 34_000_000, daysAgo: 41,
    short: 'Porta de carga e pistas não pavimentadas.',
    intro: 'O monomotor mais versátil da aviação executiva, capaz de pousar em fazendas e levar até nove passageiros.',
    specs: [['Assentos', 'Até 9 passageiros'], ['Alcance', '3.417 km'], ['Ano', '2022']] },
  { name: 'Turbo-hélice Beechcraft King Air 260', category: 'aeronaves', subcategory: 'turbo-helices', attribute: 'Beechcraft', price: 31_500_000, daysAgo: 102,
    short: 'Bimotor robusto com manetes automáticas.',
    intro: 'Confiabilidade comprovada em décadas de operação, agora com sistema de pressurização digital e manetes automáticas.',
    specs: [['Assentos', 'Até 8 passageiros'], ['Alcance', '3.185 km'], ['Ano', '2021']] },

  // Imóveis
  { name: 'Cobertura Duplex em São Paulo', category: 'imoveis', subcategory: 'coberturas', attribute: 'São Paulo', price: 18_000_000, featured: true, daysAgo: 4,
    short: 'Itaim Bibi, 620 m², piscina privativa e vista para o Ibirapuera.',
    intro: 'Cobertura duplex com pé-direito duplo no living, terraço com piscina aquecida, espaço gourmet e cinco vagas de garagem.',
    specs: [['Área privativa', '620 m²'], ['Suítes', '4'], ['Vagas', '5'], ['Bairro', 'Itaim Bibi']] },
  { name: 'Cobertura com Vista para o Mar no Leblon', category: 'imoveis', subcategory: 'coberturas', attribute: 'Rio de Janeiro', price: 24_500_000, daysAgo: 19,
    short: 'Frente para o mar, 480 m² e terraço com piscina.',
    intro: 'Vista definitiva do Morro Dois Irmãos ao Arpoador, reformada por escritório premiado e pronta para morar.',
    specs: [['Área privativa', '480 m²'], ['Suítes', '3'], ['Vagas', '3'], ['Bairro', 'Leblon']] },
  { name: 'Casa em Condomínio no Jardim Europa', category: 'imoveis', subcategory: 'casas', attribute: 'São Paulo', price: 32_000_000, daysAgo: 36,
    short: 'Terreno de 1.200 m², jardim de Burle Marx e adega climatizada.',
    intro: 'Residência assinada com integração total entre living e jardim, piscina com raia de 25 metros e casa de hóspedes.',
    specs: [['Área construída', '1.050 m²'], ['Terreno', '1.200 m²'], ['Suítes', '6'], ['Bairro', 'Jardim Europa']] },
  { name: 'Mansão no Joá com Vista para o Mar', category: 'imoveis', subcategory: 'casas', attribute: 'Rio de Janeiro', featured: true, daysAgo: 10,
    short: 'Vista de 180° para o oceano e acesso privativo à praia.',
    intro: 'Arquitetura contemporânea sobre a encosta do Joá, com heliponto, spa completo e elevador panorâmico.',
    specs: [['Área construída', '1.400 m²'], ['Suítes', '7'], ['Diferenciais', 'Heliponto e spa'], ['Bairro', 'Joá']] },
  { name: 'Casa Pé na Areia em Jurerê Internacional', category: 'imoveis', subcategory: 'casas', attribute: 'Florianópolis', price: 15_800_000, salePrice: 14_900_000, daysAgo: 29,
    short: 'Frente para a praia, 5 suítes e piscina com borda infinita.',
    intro: 'Casa de praia com deck em madeira cumaru, área gourmet integrada e acesso direto à faixa de areia.',
    specs: [['Área construída', '720 m²'], ['Suítes', '5'], ['Vagas', '4'], ['Bairro', 'Jurerê Internacional']] },
  { name: 'Apartamento Alto Padrão nos Jardins', category: 'imoveis', subcategory: 'apartamentos', attribute: 'São Paulo', price: 6_800_000, daysAgo: 55,
    short: 'Um por andar, 310 m² e varanda gourmet.',
    intro: 'Apartamento de um por andar em rua arborizada, com elevador privativo, automação completa e lazer de clube.',
    specs: [['Área privativa', '310 m²'], ['Suítes', '3'], ['Vagas', '4'], ['Bairro', 'Jardim Paulista']] },
  { name: 'Apartamento em Ipanema de Frente para o Mar', category: 'imoveis', subcategory: 'apartamentos', attribute: 'Rio de Janeiro', price: 12_400_000, daysAgo: 47,
    short: 'Avenida Vieira Souto, 280 m², totalmente reformado.',
    intro: 'Salão com janelas do piso ao teto voltadas para a praia de Ipanema, cozinha italiana e três suítes.',
    specs: [['Área privativa', '280 m²'], ['Suítes', '3'], ['Vagas', '2'], ['Bairro', 'Ipanema']] },
  { name: 'Apartamento na Barra Sul em Balneário Camboriú', category: 'imoveis', subcategory: 'apartamentos', attribute: 'Balneário Camboriú', price: 9_200_000, stock: 0, daysAgo: 66,
    short: 'Torre frente-mar com 4 suítes e vista panorâmica.',
    intro: 'Unidade em andar alto de um dos edifícios mais altos do país, entregue mobiliada e decorada.',
    specs: [['Área privativa', '260 m²'], ['Suítes', '4'], ['Vagas', '4'], ['Bairro', 'Barra Sul']] },
  { name: 'Fazenda de Café no Sul de Minas', category: 'imoveis', subcategory: 'fazendas', attribute: 'Minas Gerais', price: 45_000_000, daysAgo: 110,
    short: '850 hectares, café especial premiado e sede histórica.',
    intro: 'Propriedade produtiva com lavouras certificadas, terreiros suspensos, represa e casa sede do século XIX restaurada.',
    specs: [['Área', '850 ha'], ['Produção', 'Café especial'], ['Benfeitorias', 'Sede, colônia e armazém'], ['Região', 'Sul de Minas']] },
  { name: 'Haras em Goiás', category: 'imoveis', subcategory: 'fazendas', attribute: 'Goiás', hidden: true, daysAgo: 7,
    short: 'Estrutura completa para criação de cavalos de raça.',
    intro: 'Baias climatizadas, pista de treinamento, piquetes com irrigação e residência principal com seis suítes.',
    specs: [['Área', '320 ha'], ['Baias', '60'], ['Região', 'Entorno de Goiânia']] },

  // Relógios
  { name: 'Relógio Rolex Submariner Date', category: 'relogios', subcategory: 'rolex', attribute: 'Submariner', price: 95_000, featured: true, daysAgo: 2,
    short: 'Aço Oystersteel, luneta Cerachrom preta, 41 mm.',
    intro: 'O relógio de mergulho de referência, com calibre 3235, reserva de marcha de 70 horas e estanqueidade até 300 metros.',
    specs: [['Caixa', '41 mm em aço Oystersteel'], ['Calibre', '3235 automático'], ['Ano', '2024'], ['Acompanha', 'Caixa e certificado']] },
  { name: 'Relógio Rolex Cosmograph Daytona', category: 'relogios', subcategory: 'rolex', attribute: 'Daytona', price: 280_000, salePrice: 265_000, daysAgo: 13,
    short: 'Cronógrafo em ouro Everose com mostrador chocolate.',
    intro: 'O cronógrafo mais desejado do mundo, com escala taquimétrica na luneta e calibre 4131 de nova geração.',
    specs: [['Caixa', '40 mm em ouro Everose 18 k'], ['Calibre', '4131 automático'], ['Ano', '2023'], ['Acompanha', 'Caixa e certificado']] },
  { name: 'Relógio Rolex Datejust 41', category: 'relogios', subcategory: 'rolex', attribute: 'Datejust', price: 78_000, daysAgo: 31,
    short: 'Luneta canelada em ouro branco e pulseira Jubilee.',
    intro: 'Clássico absoluto, com janela de data com lente Cyclops e acabamento Rolesor branco.',
    specs: [['Caixa', '41 mm Rolesor branco'], ['Calibre', '3235 automático'], ['Ano', '2022']] },
  { name: 'Relógio Rolex GMT-Master II Pepsi', category: 'relogios', subcategory: 'rolex', attribute: 'GMT-Master II', price: 135_000, stock: 0, daysAgo: 49,
    short: 'Luneta bicolor azul e vermelha, dois fusos horários.',
    intro: 'Criado para os pilotos da Pan Am, o GMT-Master II mostra dois fusos horários ao mesmo tempo com a luneta Cerachrom bicolor.',
    specs: [['Caixa', '40 mm em aço Oystersteel'], ['Calibre', '3285 automático'], ['Pulseira', 'Jubilee']] },
  { name: 'Relógio Patek Philippe Nautilus 5811/1G', category: 'relogios', subcategory: 'patek-philippe', attribute: 'Nautilus', featured: true, daysAgo: 16,
    short: 'Ouro branco, mostrador azul degradê, 41 mm.',
    intro: 'O sucessor do lendário 5711, com caixa em ouro branco e o desenho de escotilha criado por Gérald Genta.',
    specs: [['Caixa', '41 mm em ouro branco 18 k'], ['Calibre', '26-330 S C'], ['Ano', '2023'], ['Acompanha', 'Caixa e certificado']] },
  { name: 'Relógio Patek Philippe Calatrava 6119G', category: 'relogios', subcategory: 'patek-philippe', attribute: 'Calatrava', price: 260_000, daysAgo: 73,
    short: 'Luneta Clous de Paris e corda manual.',
    intro: 'A essência do relógio social, com caixa fina em ouro branco e mostrador prateado com índices aplicados.',
    specs: [['Caixa', '39 mm em ouro branco 18 k'], ['Calibre', '30-255 PS manual'], ['Ano', '2022']] },
  { name: 'Relógio Audemars Piguet Royal Oak 15510ST', category: 'relogios', subcategory: 'audemars-piguet', attribute: 'Royal Oak', price: 420_000, daysAgo: 23,
    short: 'Aço, mostrador Grande Tapisserie azul, 41 mm.',
    intro: 'O octógono mais famoso da relojoaria, com luneta de oito parafusos hexagonais e pulseira integrada.',
    specs: [['Caixa', '41 mm em aço'], ['Calibre', '4302 automático'], ['Ano', '2023']] },
  { name: 'Relógio Audemars Piguet Royal Oak Offshore', category: 'relogios', subcategory: 'audemars-piguet', attribute: 'Royal Oak Offshore', price: 390_000, hidden: true, daysAgo: 3,
    short: 'Cronógrafo em cerâmica preta, 43 mm.',
    intro: 'A versão esportiva e robusta do Royal Oak, com caixa em cerâmica e pulseira de borracha intercambiável.',
    specs: [['Caixa', '43 mm em cerâmica'], ['Calibre', '4404 automático']] },
  { name: 'Relógio Omega Speedmaster Moonwatch', category: 'relogios', subcategory: 'omega', attribute: 'Speedmaster', price: 52_000, salePrice: 47_900, daysAgo: 60,
    short: 'O relógio que foi à Lua, com calibre Master Chronometer.',
    intro: 'Cronógrafo de corda manual com vidro hesalite, fiel ao modelo usado nas missões Apollo.',
    specs: [['Caixa', '42 mm em aço'], ['Calibre', '3861 manual'], ['Ano', '2024']] },
  { name: 'Relógio Omega Seamaster Aqua Terra', category: 'relogios', subcategory: 'omega', attribute: 'Seamaster', price: 45_000, daysAgo: 85,
    short: 'Mostrador em teca e resistência antimagnética.',
    intro: 'Elegante no dia a dia e pronto para o mar, com certificação Master Chronometer e fundo transparente.',
    specs: [['Caixa', '41 mm em aço'], ['Calibre', '8900 automático'], ['Estanqueidade', '150 m']] },

  // Decoração
  { name: 'Poltrona Eames Lounge Chair', category: 'decoracao', subcategory: 'mobiliario', attribute: 'Poltronas', price: 68_000, daysAgo: 20,
    short: 'Edição original Herman Miller em couro e jacarandá.',
    intro: 'O ícone do design moderno de 1956, com otomana, couro integral preto e conchas em compensado de madeira nobre.',
    specs: [['Fabricante', 'Herman Miller'], ['Material', 'Couro e compensado moldado'], ['Acompanha', 'Otomana']] },
  { name: 'Mesa de Jantar em Mármore Calacatta', category: 'decoracao', subcategory: 'mobiliario', attribute: 'Mesas', price: 89_000, salePrice: 79_000, daysAgo: 42,
    short: 'Tampo oval de 2,6 m em mármore italiano.',
    intro: 'Tampo em Calacatta Oro com veios marcantes e base escultural em latão escovado, para até dez lugares.',
    specs: [['Dimensões', '260 × 120 cm'], ['Material', 'Mármore Calacatta e latão'], ['Lugares', '10']] },
  { name: 'Luminária Pendente em Cristal Murano', category: 'decoracao', subcategory: 'mobiliario', attribute: 'Iluminação', price: 42_000, daysAgo: 57,
    short: 'Vidro soprado à mão na ilha de Murano.',
    intro: 'Pendente com 24 braços em cristal soprado, ideal para pés-direitos duplos e salas de jantar.',
    specs: [['Diâmetro', '110 cm'], ['Origem', 'Murano, Itália'], ['Lâmpadas', '24 × LED G9']] },
  { name: 'Sofá Modular em Couro Italiano', category: 'decoracao', subcategory: 'mobiliario', attribute: 'Sofás', price: 98_000, daysAgo: 34,
    short: 'Módulos reconfiguráveis em couro anilina.',
    intro: 'Sofá de linhas baixas com encostos móveis, estrutura em madeira maciça e couro anilina curtido na Toscana.',
    specs: [['Comprimento', '420 cm'], ['Material', 'Couro anilina'], ['Módulos', '4']] },
  { name: 'Aparador em Jacarandá Design Brasileiro', category: 'decoracao', subcategory: 'mobiliario', attribute: 'Mesas', price: 74_000, hidden: true, daysAgo: 9,
    short: 'Peça dos anos 1960 em jacarandá-da-bahia.',
    intro: 'Aparador modernista brasileiro com puxadores entalhados, restaurado e com certificado de procedência.',
    specs: [['Dimensões', '200 × 45 × 75 cm'], ['Madeira', 'Jacarandá-da-bahia'], ['Década', '1960']] },
  { name: 'Escultura em Bronze Equilíbrio', category: 'decoracao', subcategory: 'arte', attribute: 'Escultura', price: 120_000, stock: 0, daysAgo: 77,
    short: 'Fundição a cera perdida, edição limitada de 8.',
    intro: 'Escultura contemporânea em bronze patinado sobre base de granito preto, assinada e numerada pelo artista.',
    specs: [['Altura', '92 cm'], ['Técnica', 'Cera perdida'], ['Edição', '3/8']] },
  { name: 'Pintura Abstrata Óleo sobre Tela', category: 'decoracao', subcategory: 'arte', attribute: 'Pintura', daysAgo: 26,
    short: 'Grande formato de artista brasileiro consagrado.',
    intro: 'Obra de 2019 em grande formato, com certificado de autenticidade e histórico de exposições.',
    specs: [['Dimensões', '180 × 150 cm'], ['Técnica', 'Óleo sobre tela'], ['Ano', '2019']] },
  { name: 'Tapete Persa Kashan Feito à Mão', category: 'decoracao', subcategory: 'tapetes', attribute: 'Persa', price: 58_000, featured: true, daysAgo: 17,
    short: 'Lã e seda, nó persa, 3 × 4 m.',
    intro: 'Tapete antigo de Kashan com medalhão central e cores naturais, tecido à mão com cerca de 1 milhão de nós por metro quadrado.',
    specs: [['Dimensões', '300 × 400 cm'], ['Material', 'Lã e seda'], ['Origem', 'Kashan, Irã']] },
  { name: 'Tapete Contemporâneo em Seda', category: 'decoracao', subcategory: 'tapetes', attribute: 'Contemporâneo', price: 36_000, daysAgo: 99,
    short: 'Seda de bambu com degradê em tons de areia.',
    intro: 'Tapete tecido à mão no Nepal, macio ao toque e com brilho sutil que muda com a luz do dia.',
    specs: [['Dimensões', '250 × 350 cm'], ['Material', 'Seda de bambu'], ['Origem', 'Nepal']] },
];

function buildProducts(): SeedProduct[] {
  return OUTLINES.map((outline, index) => {
    const category = findCategory(outline.category);
    const subcategory = category.subcategories.find((candidate) => candidate.type === outline.subcategory);
    if (!subcategory) throw new Error(`unknown subcategory ${outline.subcategory} in ${outline.category}`);
    const attribute = outline.attribute
      ? subcategory.attributes.find((candidate) => candidate.attribute === outline.attribute)
      : undefined;
    if (outline.attribute && !attribute) throw new Error(`unknown attribute ${outline.attribute} in ${outline.subcategory}`);
    const priceOnRequest = outline.price === undefined;
    const details = LISTING_DETAILS[outline.name];
    if (!details) throw new Error(`no specifications and location for ${outline.name}`);
    const [uf, cityId, neighbourhood] = details.location;
    return {
      id: seedUuid('product', outline.name),
      name: outline.name,
      shortDescription: outline.short,
      description: descriptionHtml(outline.intro, outline.specs),
      price: outline.price ?? null,
      salePrice: outline.salePrice ?? null,
      categoryId: category.id,
      categoryValue: category.value,
      subcategoryId: subcategory.id,
      subcategoryType: subcategory.type,
      attributeId: attribute?.id ?? null,
      featured: outline.featured ?? false,
      published: !outline.hidden,
      stockQuantity: outline.stock ?? 1,
      priceOnRequest,
      daysAgo: outline.daysAgo,
      imageCount: 2 + (index % 3),
      specs: details.specs,
      uf,
      cityId,
      neighbourhood,
    };
  });
}

/** The demo catalogue: realistic luxury listings covering every display rule of the storefront. */
export const SEED_PRODUCTS: readonly SeedProduct[] = buildProducts();
