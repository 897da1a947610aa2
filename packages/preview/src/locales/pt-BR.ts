import type { PreviewLabels } from '../html/labels.js';

/** The preview's words in Portuguese (Brazil). */
export const ptBR: PreviewLabels = {
  code: 'pt-BR',
  media: { image: 'Imagem', video: 'Vídeo', document: 'Documento' },
  unknownHeader: 'Cabeçalho',
  seeAllOptions: 'Ver todas as opções',
  unnamedTemplate: 'Modelo sem nome',
  missingButton: {
    quick_reply: 'Falta o texto do botão',
    website: 'Falta o texto do botão',
    phone: 'Falta o texto do botão',
    copy_code: 'Copiar código',
    offer_code: 'Copiar código da oferta',
    flow: 'Falta o texto do botão',
    catalog: 'Ver catálogo',
    open_form: 'Falta o texto do botão',
    list: 'Falta o texto do botão da lista',
    other: 'Falta o texto do botão',
  },
  codeExpiration: 'Este código expira em {{minutes}} {{minutes|one:minuto|other:minutos}}.',
  missingSample: 'Sem exemplo para {{variable}}',
  severity: { error: 'Erro', warning: 'Aviso' },
};
