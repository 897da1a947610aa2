import type { PreviewLabels } from '../html/labels.js';

/** The preview's words in Spanish. */
export const es: PreviewLabels = {
  code: 'es',
  media: { image: 'Imagen', video: 'Video', document: 'Documento' },
  unknownHeader: 'Encabezado',
  seeAllOptions: 'Ver todas las opciones',
  unnamedTemplate: 'Plantilla sin nombre',
  missingButton: {
    quick_reply: 'Falta el texto del botón',
    website: 'Falta el texto del botón',
    phone: 'Falta el texto del botón',
    copy_code: 'Copiar código',
    offer_code: 'Copiar código de oferta',
    flow: 'Falta el texto del botón',
    catalog: 'Ver catálogo',
    open_form: 'Falta el texto del botón',
    list: 'Falta el texto del botón de la lista',
    other: 'Falta el texto del botón',
  },
  codeExpiration: 'Este código caduca en {{minutes}} {{minutes|one:minuto|other:minutos}}.',
  missingSample: 'Sin ejemplo para {{variable}}',
  severity: { error: 'Error', warning: 'Advertencia' },
};
