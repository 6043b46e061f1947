export const SITE_NAME = 'OneBoss';

export const SITE_DESCRIPTION =
  'OneBoss, o 1º marketplace de luxo do Brasil: imóveis, automóveis, embarcações, aeronaves, relógios e decoração de alto padrão.';
