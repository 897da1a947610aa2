import { defineLocale } from '../locale/define-locale.js';
import type { Locale } from '../locale/locale.js';

/** Diagnostics in Spanish (Latin America). */
export const es: Locale = defineLocale({
  code: 'es',
  messages: {
    'approval-footer-max-length': {
      tooLong: 'El {{place}} tiene {{count}} caracteres (cada variable cuenta como 1); la revisión de aprobación acepta como máximo {{limit}}. Acórtalo en {{excess}}.',
    },
    'authentication-body': {
      wrongBody: 'El cuerpo de una plantilla de autenticación debe ser exactamente "{{expected}}"{{reason}}; dice "{{text}}".',
    },
    'authentication-copy-code-button': {
      missing: 'Una plantilla de autenticación necesita un botón de copiar código (texto "Copy code" o "Copy Code"); agrega uno.',
      otherButton: 'El botón de una plantilla de autenticación es el de copiar código; quita este botón "{{kind}}".',
    },
    'authentication-header': {
      header:
        'Una plantilla de autenticación solo tiene cuerpo, pie de página y botón de copiar código; la revisión de aprobación no acepta encabezado (este es de {{format}}). Quita `chat_template_header` o pon 0 como id de tipo.',
    },
    'authentication-sample-format': {
      tooLong:
        'El ejemplo de la variable `{{variable}}` del {{place}} tiene {{count}} caracteres; la revisión de aprobación limita un parámetro de una plantilla de autenticación a {{limit}}. Acórtalo a un código como 123456.',
      url: 'El ejemplo de la variable `{{variable}}` del {{place}} contiene una URL; la revisión de aprobación no acepta URL en plantillas de autenticación. Usa solo el código, como 123456.',
      emoji: 'El ejemplo de la variable `{{variable}}` del {{place}} contiene un emoji; la revisión de aprobación no acepta emojis en plantillas de autenticación. Usa solo el código, como 123456.',
    },
    'body-max-length': {
      tooLong: 'El {{place}} tiene {{count}} caracteres (cada variable cuenta como 1); la revisión de aprobación acepta como máximo {{limit}}. Acórtalo en {{excess}}.',
    },
    'body-required': {
      missing: 'La {{where}} no tiene `chat_template_body`; agrega uno con el texto del mensaje.',
      missingText: 'El cuerpo de la {{where}} no tiene `chat_template_body_value`; agrega el texto del mensaje.',
      empty: 'El texto del cuerpo de la {{where}} está vacío; escribe el texto del mensaje.',
    },
    'body-text-format': {
      tooManyLineBreaks: 'El {{place}} tiene {{count}} saltos de línea seguidos; la revisión de aprobación rechaza más de {{max}}. Deja como máximo una línea en blanco.',
      tooManyEmoji: 'El {{place}} tiene {{count}} emojis; la revisión de aprobación rechaza más de {{max}}. Quita {{excess}}.',
      onlyVariables: 'El {{place}} solo tiene variables; la revisión de aprobación rechaza un texto sin palabras propias. Escribe el mensaje alrededor de ellas.',
    },
    'body-unclear': {
      bareGreeting:
        'El {{place}} de esta plantilla de utilidad es solo un saludo; la revisión de aprobación considera de marketing las "plantillas cuyo contenido no está claro" (sus ejemplos: una variable sola, o "¡Felicidades!"). Di de qué trata el mensaje (el pedido, la cita, la cuenta).',
    },
    'body-variable-placement': {
      leading:
        'El {{place}} empieza con la variable `{{variable}}`; la revisión de aprobación rechaza un cuerpo que empieza con una variable (error 2388299 de la API). Pon algunas palabras antes.',
      trailing:
        'El {{place}} termina con la variable `{{variable}}`; la revisión de aprobación rechaza un cuerpo que termina con una variable (error 2388299 de la API). Pon algunas palabras, o un punto final, después.',
    },
    'button-count': {
      tooMany: 'Este es el botón número {{number}}; la revisión de aprobación acepta como máximo {{max}} botones por plantilla. Quítalo.',
      tooManyInCard: 'Este es el botón número {{number}} de la tarjeta {{card}} del carrusel; la revisión de aprobación acepta como máximo {{max}} botones por tarjeta. Quítalo.',
      tooManyWebsite: 'Este es el botón de sitio web número {{number}} {{where}}; la revisión de aprobación acepta como máximo {{max}}. Quítalo o usa otro tipo de botón.',
      tooManyPhone: 'Este es el botón de teléfono número {{number}} {{where}}; la revisión de aprobación acepta como máximo {{max}}. Quítalo.',
      tooManyCopyCode: 'Este es el botón de copiar código número {{number}} {{where}}; la revisión de aprobación acepta como máximo {{max}}. Quítalo.',
    },
    'button-desktop-support': {
      tooMany:
        'La plantilla tiene {{count}} botones; WhatsApp en la computadora no puede mostrar una plantilla con más de {{max}}. Usa como máximo {{max}} botones si tus destinatarios usan WhatsApp en la computadora.',
      mixed:
        'La plantilla mezcla botones de respuesta rápida con otros botones; WhatsApp en la computadora no puede mostrar una plantilla así. Usa un solo tipo de botón si tus destinatarios usan WhatsApp en la computadora.',
    },
    'button-field-required': {
      empty: 'El campo "{{field}}" de este botón "{{button}}" está vacío; la revisión de aprobación rechaza un botón sin él. Rellénalo.',
      missing: 'Este botón "{{button}}" no tiene el campo "{{field}}"; la revisión de aprobación rechaza un botón sin él. Añade el campo con su valor.',
    },
    'button-field-max-length': {
      tooLong: 'El campo "{{field}}" de este botón "{{button}}" tiene {{count}} caracteres (cada variable cuenta como 1); el límite es {{limit}}. Acórtalo en {{excess}}.',
      rowTitleTooLong: 'El título de esta fila de la lista tiene {{count}} caracteres (cada variable cuenta como 1); el límite es {{limit}}. Acórtalo en {{excess}}.',
      rowDescriptionTooLong: 'La descripción de esta fila de la lista tiene {{count}} caracteres (cada variable cuenta como 1); el límite es {{limit}}. Acórtala en {{excess}}.',
      objectTooLong: 'El campo "{{field}}" de este botón "{{button}}" supera los {{limit}} caracteres como texto JSON; acórtalo.',
      sampleTooLong: 'El código de oferta de ejemplo tiene {{count}} caracteres; el límite es {{limit}}. Acorta el ejemplo.',
    },
    'button-order': {
      split:
        'Los botones vuelven a alternar entre respuesta rápida y otros tipos en este botón de {{kind}}; la revisión de aprobación solo acepta los botones de respuesta rápida juntos, antes o después de todos los demás. Agrupa los botones de respuesta rápida.',
    },
    'button-text-unique': {
      duplicate: 'El botón {{number}} tiene el texto "{{text}}", igual que el botón {{first}}; la revisión de aprobación rechaza botones con el mismo texto. Dale a cada botón un texto propio.',
    },
    'button-text-variable': {
      variable: 'El texto del botón tiene la variable `{{variable}}`; la revisión de aprobación solo acepta textos de botón fijos. Escribe el texto completo.',
    },
    'carousel-card-body-max-length': {
      tooLong: 'El cuerpo de la tarjeta tiene {{count}} caracteres (cada variable cuenta como 1); la revisión de aprobación acepta como máximo {{limit}} en una tarjeta de carrusel. Acórtalo en {{excess}}.',
    },
    'carousel-card-button-kind': {
      wrongKind: 'La tarjeta {{card}} del carrusel tiene un botón de {{kind}}; la revisión de aprobación solo acepta botones de {{allowed}} en una tarjeta. Usa uno de esos.',
    },
    'carousel-card-consistency': {
      headerFormat:
        'La tarjeta {{card}} del carrusel {{format}}, pero la tarjeta {{firstCard}} {{expected}}; la revisión de aprobación exige los mismos componentes en todas las tarjetas. Usa el mismo formato de encabezado en todas.',
      buttonCount:
        'La tarjeta {{card}} del carrusel tiene {{count}} {{count|one:botón|other:botones}}, pero la tarjeta {{firstCard}} tiene {{expected}}; la revisión de aprobación exige los mismos botones en todas las tarjetas. Pon los mismos botones en todas.',
      buttonKind:
        'El botón {{number}} de la tarjeta {{card}} del carrusel es de {{kind}}, pero el botón {{number}} de la tarjeta {{firstCard}} es de {{expected}}; la revisión de aprobación exige los mismos tipos de botón, en el mismo orden, en todas las tarjetas. Haz que coincidan.',
    },
    'carousel-card-count': {
      missing: 'El carrusel no tiene `chat_template_carousel_card`; agrega de {{min}} a {{max}} tarjetas.',
      tooFew: 'El carrusel tiene {{count}} {{count|one:tarjeta|other:tarjetas}}; necesita al menos {{min}}.',
      tooMany: 'El carrusel tiene {{count}} tarjetas; el límite es {{max}}. Quita {{excess}}.',
    },
    'carousel-card-header': {
      missing: 'La tarjeta {{card}} del carrusel no tiene encabezado; la revisión de aprobación exige un encabezado de imagen o video en cada tarjeta. Agrega uno.',
      notMedia: 'La tarjeta {{card}} del carrusel tiene un encabezado de {{format}}; la revisión de aprobación solo acepta encabezados de imagen o video en una tarjeta. Usa una imagen o un video.',
    },
    'carousel-category': {
      notMarketing:
        'Este carrusel está en la categoría {{category}}; la revisión de aprobación solo ofrece carruseles para plantillas de {{allowed}}. Usa un id de categoría de {{allowed}} de la lista de categorías.',
    },
    'carousel-footer': {
      footer:
        'La {{where}} tiene pie de página; para la revisión de aprobación, una plantilla de carrusel no tiene pie de página, ni debajo del texto del mensaje ni en una tarjeta. Quita `chat_template_footer` o pasa las palabras al texto.',
    },
    'carousel-template-type': {
      notCarouselType: 'La plantilla tiene `chat_template_carousel`, así que `chat_template_type_id` debe ser el id del tipo carrusel de la lista de tipos de plantilla.',
      missingCarousel: 'El tipo de plantilla es carrusel, pero no hay `chat_template_carousel`; agrégalo con {{min}} a {{max}} tarjetas.',
    },
    'carousel-text-required': {
      missing: 'El carrusel no tiene `chat_template_carousel_header`, el texto del mensaje sobre las tarjetas; la revisión de aprobación exige el cuerpo del mensaje de un carrusel. Agrega el texto.',
      empty: 'El texto del mensaje sobre las tarjetas del carrusel está vacío; la revisión de aprobación exige el cuerpo del mensaje de un carrusel. Escribe el texto.',
    },
    'catalog-button-single': {
      notAlone: 'Una plantilla de catálogo tiene un solo botón, el de catálogo; esta plantilla tiene {{count}}. Quita los demás o el botón de catálogo.',
    },
    'catalog-button-text': {
      wrongText: 'El texto de un botón de catálogo debe ser exactamente "View catalog" al enviarse; dice "{{text}}".',
    },
    'code-expiration-range': {
      outOfRange: 'La vigencia del código es de {{minutes}} minutos; debe ser un número entero de {{min}} a {{max}}.',
    },
    'copy-code-button-authentication-only': {
      outsideAuthentication:
        'Este botón de copiar código es el botón de contraseña de un solo uso de las plantillas de autenticación, y esta plantilla es de {{category}}. Para un cupón, usa el botón de copiar código de oferta; para una contraseña, usa una categoría de autenticación.',
    },
    'copy-code-button-text': {
      wrongText: 'El texto de un botón de copiar código debe ser exactamente "Copy Code" o "Copy code"; dice "{{text}}".',
      missingText: 'Este botón de copiar código no tiene texto; pon como texto del botón "Copy Code" o "Copy code".',
    },
    'field-type': {
      wrongType: '`{{field}}` debe ser {{expected}}; es {{actual}}.',
      required: '`{{field}}` es obligatorio aquí; agrégalo.',
      tooFewItems: '`{{field}}` debe tener al menos {{min}} {{min|one:elemento|other:elementos}}; está vacío.',
    },
    'flow-button-flag': {
      flagNotSet: 'La plantilla tiene un botón de Flow, así que `chat_template_flag_flow` debe ser true.',
    },
    'flow-button-single': {
      extra: 'Este es el botón de Flow número {{number}}; una plantilla puede tener como máximo {{max}}. Quítalo.',
    },
    'flow-id-known': {
      unknown: 'El id de Flow "{{flowId}}" no es de ningún Flow del servicio; crea el Flow primero o usa un id existente.',
    },
    'footer-max-length': {
      tooLong: 'El pie de página de esta plantilla ({{kind}}) tiene {{count}} caracteres (cada variable cuenta como 1); el límite es {{limit}}. Acórtalo en {{excess}}.',
    },
    'header-data-single-item': {
      missing: 'El encabezado no tiene `chat_template_header_data`; agrega una lista con exactamente un elemento.',
      count: '`chat_template_header_data` tiene {{count}} elementos; debe tener exactamente uno.',
      noText: 'Este encabezado de texto no tiene texto. Escríbelo o quita el encabezado.',
    },
    'header-footer-plain-text': {
      newline: 'El {{place}} tiene un salto de línea; la revisión de aprobación solo acepta el encabezado o el pie de página en una línea. Quita el salto de línea.',
      emoji: 'El {{place}} tiene el emoji {{emoji}}; la revisión de aprobación no acepta emojis en el encabezado ni en el pie de página. Quítalo o pásalo al cuerpo.',
      formatting:
        'El {{place}} tiene formato `{{marker}}`; la revisión de aprobación indica no usar caracteres de Markdown (*negrita*, _cursiva_, ~tachado~) en un encabezado de texto. Quita el `{{marker}}`.',
    },
    'header-media-storage-id': {
      missing: 'Este encabezado de {{kind}} no tiene archivo: pon en `chat_template_header_data_cloud_storage_id` el id que recibiste al subir el archivo (0 significa sin uso).',
    },
    'header-text-max-length': {
      tooLong: 'El texto del encabezado tiene {{count}} caracteres (cada variable cuenta como 1); el límite es {{limit}}. Acórtalo en {{excess}}.',
    },
    'header-variable-count': {
      tooMany: 'El encabezado tiene {{count}} variables distintas; la revisión de aprobación acepta como máximo {{max}} en el encabezado. Quita `{{variable}}` o pásala al cuerpo.',
    },
    'interactive-body-max-length': {
      tooLong: 'El cuerpo tiene {{count}} caracteres (cada variable cuenta como 1); un cuerpo interactivo {{style}} permite {{limit}}. Acórtalo en {{excess}}.',
    },
    'interactive-cta-url-button': {
      missing: 'Una plantilla interactiva CTA URL necesita exactamente un botón de sitio web; agrega uno con texto visible y URL.',
      extra: 'Una plantilla interactiva CTA URL tiene exactamente un botón; quita este botón "{{button}}".',
      missingText: 'Este botón CTA URL no tiene texto visible; agrégalo (como máximo {{limit}} caracteres).',
      missingUrl: 'Este botón CTA URL no tiene URL; agrega la URL del sitio web.',
      notWebUrl: 'La URL de este botón CTA URL no es una dirección web; el navegador del destinatario la abre, así que escríbela completa, empezando por https:// o http://.',
    },
    'interactive-flow-button': {
      missing: 'Una plantilla interactiva de Flow necesita exactamente un botón de Flow; agrega uno con id de Flow y texto del botón.',
      otherButton: 'Una plantilla interactiva de Flow solo tiene su botón de Flow; quita este botón "{{button}}".',
      missingFlowId: 'Este botón de Flow no tiene id de Flow; pon en el campo Flow el id de un Flow existente.',
      missingText: 'Este botón de Flow no tiene texto; agrega el texto del botón (como máximo {{limit}} caracteres).',
    },
    'interactive-list-button-text': {
      notList: '`interactive_list_button_text` solo sirve para una plantilla interactiva de lista; quítalo o usa el tipo interactivo de lista.',
    },
    'interactive-list-header': {
      notText: 'Una plantilla interactiva de lista solo admite encabezado de texto; este encabezado es de {{kind}}. Usa un encabezado de texto o ninguno.',
    },
    'interactive-list-rows': {
      count: 'Una plantilla interactiva de lista tiene de {{min}} a {{max}} filas; esta tiene {{count}}.',
      otherButton: 'Las filas de una plantilla interactiva de lista son opciones de respuesta rápida; quita este botón "{{button}}".',
      noTitle: 'Esta fila de la lista no tiene título; escribe el texto que elige el destinatario.',
    },
    'interactive-reply-buttons': {
      count: 'Una plantilla interactiva de botones de respuesta tiene de {{min}} a {{max}} botones de respuesta; esta tiene {{count}}.',
      otherButton: 'Una plantilla interactiva de botones de respuesta solo tiene botones de respuesta rápida; quita este botón "{{button}}".',
      noTitle: 'Este botón de respuesta no tiene título; escribe el texto que toca el destinatario.',
    },
    'interactive-text-content': {
      buttons: 'Una plantilla interactiva de texto no tiene botones; quita `chat_template_button` o elige otro tipo interactivo.',
      footer: 'Una plantilla interactiva de texto no tiene pie de página; quita `chat_template_footer`.',
    },
    'interactive-type-required': {
      missing:
        'La plantilla es interactiva, así que `interactive_type_id` es obligatorio; usa un id de la lista de tipos interactivos (botones de respuesta, lista, texto, Flow, CTA URL).',
    },
    'known-catalog-id': {
      templateType: 'El id de tipo de plantilla {{id}} no está en la lista de tipos de plantilla del {{catalog}}; usa uno de estos: {{known}}.',
      category: 'El id de categoría {{id}} no está en la lista de categorías del {{catalog}}; usa uno de estos: {{known}}.',
      language: 'El id de idioma {{id}} no está en la lista de idiomas del {{catalog}}; usa uno de estos: {{known}}.',
      headerType: 'El id de tipo de encabezado {{id}} no está en la lista de tipos de encabezado del {{catalog}}; usa 0 para no tener encabezado o uno de estos: {{known}}.',
      interactiveType: 'El id de tipo interactivo {{id}} no está en la lista de tipos interactivos del {{catalog}}; usa uno de estos: {{known}}.',
      buttonType: 'El id de tipo de botón {{id}} no está en la lista de tipos de botón del {{catalog}}; usa uno de estos: {{known}}.',
      subType: 'El id de subtipo de botón {{id}} no es un subtipo del tipo de botón "{{buttonType}}" en el {{catalog}}; usa uno de estos: {{known}}.',
      field: 'El id de campo {{id}} no es un campo del subtipo de botón "{{subType}}" en el {{catalog}}; usa uno de estos: {{known}}.',
      option: 'El id de opción {{id}} no es una opción del campo "{{field}}" en el {{catalog}}; usa uno de estos: {{known}}.',
    },
    'language-category-required': {
      language: 'La plantilla no tiene `chat_language_id`; agrega un id de la lista de idiomas (solo las plantillas interactivas pueden omitirlo).',
      category: 'La plantilla no tiene `chat_template_category_id`; agrega un id de la lista de categorías (solo las plantillas interactivas pueden omitirlo).',
    },
    'language-script': {
      noLetterOfScript:
        'La plantilla está declarada en {{language}} ({{code}}), que se escribe con el alfabeto {{script}}, pero su {{place}} no tiene ninguna letra del alfabeto {{script}}; la revisión de aprobación rechaza una plantilla cuyo idioma no coincide con su contenido (TAG_CONTENT_MISMATCH). Elige el idioma en que está escrito el texto o escribe el texto en {{language}}.',
    },
    'named-parameter-flag': {
      namedWithoutFlag: 'La plantilla usa la variable con nombre `{{variable}}`, así que `flag_named_parameter` debe ser true.',
      numberedWithFlag: '`flag_named_parameter` es true, pero la plantilla usa la variable numerada `{{variable}}`; las plantillas con nombres no deben usar variables numeradas.',
    },
    'offer-code-length': {
      overShort:
        'El {{what}} tiene {{count}} caracteres; la especificación y la página de plantillas de cupón de la revisión de aprobación permiten {{limit}}, pero sus páginas sobre componentes de plantilla y ofertas por tiempo limitado dicen como máximo {{short}}. Acórtalo a {{short}} para cumplir ambos límites.',
    },
    'otp-outside-authentication': {
      oneTimePasscode:
        'El {{place}} habla de una contraseña de un solo uso ("{{phrase}}"); según la revisión de aprobación, "solo las plantillas de autenticación pueden usarse para enviar una contraseña de un solo uso para verificar la identidad", y rechaza las demás. Usa una plantilla de autenticación para los códigos o cambia la redacción.',
    },
    'phone-button-leading-zero': {
      strippedZero:
        'El número de teléfono "{{number}}" tiene un 0 justo después del código de país {{countryCode}}; la revisión de aprobación quita ese cero, así que el botón marcará {{dialled}}. Si el número no funciona sin el 0, usa otro número o escríbelo en el texto del cuerpo.',
    },
    'phone-button-number-format': {
      notDigits:
        'El número de teléfono "{{number}}" no está formado solo por dígitos con un + opcional al inicio; la revisión de aprobación lo rechaza como número no válido. Escríbelo como +<código de país><número>, por ejemplo +15550100.',
      noCountryCode:
        'El número de teléfono "{{number}}" empieza por 0, así que no tiene código de país (ninguno empieza por 0); la revisión de aprobación lo rechaza como número no válido. Escríbelo como +<código de país><número> sin el 0 local, por ejemplo +6281234567890 en lugar de 081234567890.',
    },
    'placeholder-syntax': {
      unclosed: 'El {{place}} tiene un `{{open}}` sin su `{{close}}` de cierre; escribe una variable como {{examples}}.',
      unopened: 'El {{place}} tiene un `{{close}}` sin su `{{open}}` de apertura; escribe una variable como {{examples}}.',
      empty: 'El {{place}} tiene una variable vacía `{{}}`; pon un número o un nombre entre las llaves.',
    },
    'plain-text-variable': {
      variable:
        'El {{place}} tiene la variable `{{variable}}`, pero un {{place}} no tiene filas de variables que la describan, así que la solicitud se rechaza. Escribe el texto completo o pasa la variable al cuerpo.',
    },
    'provider-integration-id': {
      missing: 'La solicitud no tiene `provider_integration_chat_id`; agrega el id de la cuenta de chat de la empresa a la que pertenece la plantilla.',
      empty: '`provider_integration_chat_id` está vacío; pon el id de la cuenta de chat de la empresa a la que pertenece la plantilla.',
    },
    'request-shape': {
      notObject: 'La solicitud debe ser un objeto JSON (spec 2.1); es {{actual}}.',
      missingData: 'La solicitud no tiene `chat_template_data`; agrega el objeto de la plantilla (spec 2.2).',
      dataNotObject: '`chat_template_data` debe ser un objeto (spec 2.2); es {{actual}}.',
    },
    'template-content-duplicate': {
      duplicate:
        'El cuerpo y el pie de página tienen el mismo texto que otra plantilla de la integración `{{integration}}`: {{other}}. La revisión de aprobación rechaza una plantilla que repite el cuerpo y el pie de página de una plantilla existente. Cambia el texto o usa esa plantilla.',
    },
    'template-name-deleted': {
      deleted:
        'El nombre de plantilla `{{name}}` era de una plantilla eliminada hace poco en la integración `{{integration}}`; la revisión de aprobación no vuelve a aceptar el nombre de una plantilla eliminada hasta pasados 30 días. Elige otro nombre.',
      deletedNoIntegration:
        'El nombre de plantilla `{{name}}` era de una plantilla eliminada hace poco; la revisión de aprobación no vuelve a aceptar el nombre de una plantilla eliminada hasta pasados 30 días. Elige otro nombre.',
      rename: 'Cambia el nombre a `{{name}}`, un nombre que no usa ninguna plantilla.',
    },
    'template-name-derived': {
      derived:
        'La plantilla no tiene `chat_template_name` (falta o está vacío), así que se generará a partir del nombre visible "{{displayName}}": `{{name}}`. Defínelo tú para estar seguro del nombre.',
    },
    'template-name-duplicate': {
      sameLanguage:
        'El nombre de plantilla `{{name}}` ya lo usa, en el mismo idioma, otra plantilla de la integración `{{integration}}`: {{other}}. El servicio rechaza un nombre repetido (la revisión de aprobación también: error 2388024). Elige otro nombre.',
      otherLanguage:
        'El nombre de plantilla `{{name}}` ya lo usa, en otro idioma, otra plantilla de la integración `{{integration}}`: {{other}}. El servicio rechaza un nombre que no es único en la integración. Elige otro nombre.',
      rename: 'Cambia el nombre a `{{name}}`, un nombre que no usa ninguna plantilla.',
    },
    'template-name-format': {
      invalid: 'El nombre de la plantilla tiene "{{character}}" en la posición {{position}}; usa solo minúsculas a-z, dígitos 0-9 y guiones bajos, por ejemplo `{{suggestion}}`.',
      rename: 'Cambia el nombre a `{{name}}`.',
    },
    'template-name-max-length': {
      tooLong: 'El nombre de la plantilla tiene {{count}} caracteres; el límite es {{limit}}. Acórtalo.',
    },
    'template-name-required': {
      missing: 'La plantilla no tiene `chat_template_name`; agrega un nombre técnico de minúsculas, dígitos y guiones bajos, como `order_update`.',
      underivable:
        'La plantilla no tiene `chat_template_name`, y el nombre visible "{{displayName}}" no tiene letras latinas ni dígitos para generarlo; agrega un nombre técnico como `order_update`.',
    },
    'template-name-unique': {
      taken: 'El nombre de plantilla `{{name}}` ya se usa en esta integración; elige otro nombre.',
      derivedTaken: 'El nombre generado a partir del nombre visible, `{{name}}`, ya se usa en esta integración; define otro `chat_template_name`.',
    },
    'unknown-field': {
      typo: '`{{field}}` no es un campo aquí; ¿quisiste decir `{{suggestion}}`?',
      unknown: '`{{field}}` no es un campo que la especificación defina aquí; la plataforma lo ignora o lo rechaza. Quítalo.',
    },
    'utility-promotional-wording': {
      promotional:
        'El {{place}} de esta plantilla de utilidad tiene texto promocional ("{{phrase}}"); los mensajes de utilidad "no deben promocionar, recomendar, hacer upselling ni venta cruzada de productos, ni incluir ofertas", y desde abril de 2025 la revisión de aprobación aprueba una plantilla así como MARKETING (y se cobra como marketing). Quita la oferta o elige la categoría de marketing.',
    },
    'variable-adjacent': {
      touching:
        'Las variables `{{first}}` y `{{second}}` del {{place}} están pegadas, sin nada entre ellas; la revisión de aprobación rechaza parámetros colocados uno junto al otro sin texto ni puntuación entre ellos. Pon algunas palabras (o al menos un signo de puntuación) entre ellas.',
    },
    'variable-density': {
      adjacent:
        'Las variables `{{first}}` y `{{second}}` del {{place}} solo tienen espacios entre ellas; la revisión de aprobación rechaza variables juntas. Pon algunas palabras (o al menos un signo de puntuación) entre ellas.',
      tooDense:
        'El {{place}} tiene {{variables}} {{variables|one:variable|other:variables}}, pero solo {{words}} {{words|one:palabra|other:palabras}} de texto fijo; la revisión de aprobación rechaza demasiadas variables para la extensión del texto, y {{variables}} {{variables|one:variable necesita|other:variables necesitan}} al menos {{needed}} {{needed|one:palabra|other:palabras}}. Agrega {{missing}} {{missing|one:palabra|other:palabras}} o usa menos variables.',
    },
    'variable-mixed-kinds': {
      mixed: 'El {{place}} mezcla variables numeradas y con nombre (`{{first}}` y `{{other}}`); usa un solo estilo.',
    },
    'variable-name-format': {
      invalid: 'La variable `{{variable}}` del {{place}} usa caracteres que no son minúsculas a-z, dígitos 0-9 ni guiones bajos; escríbela como `{{suggestion}}`.',
    },
    'variable-name-max-length': {
      tooLong: 'El nombre de variable `{{name}}` del {{place}} tiene {{length}} caracteres; la revisión de aprobación acepta como máximo {{max}}. Acorta el nombre aquí y en su fila de variable.',
    },
    'variable-row-missing': {
      noRows:
        'El {{place}} usa {{count}} {{count|one:variable|other:variables}}, pero no tiene la lista `{{rowsKey}}`; agrega una fila por variable, con clave y ejemplo.',
      noRow: 'La variable `{{variable}}` del {{place}} no tiene fila en `{{rowsKey}}`; agrega una fila con la clave `{{key}}` y un valor de ejemplo.',
      addRows: 'Agrega {{count}} {{count|one:fila|other:filas}} de variable; completa cada valor de ejemplo.',
      addRow: 'Agrega una fila para `{{variable}}`; completa su valor de ejemplo.',
    },
    'variable-row-unused': {
      unused: 'La fila de variable con clave `{{key}}` del {{place}} no corresponde a ningún `{{variable}}` del texto; quita la fila o usa la variable.',
      looseKey: 'La clave `{{key}}` de la fila de variable del {{place}} tiene espacios o llaves de más; escríbela como `{{name}}` para que coincida con `{{variable}}`.',
      duplicate: 'La variable `{{variable}}` del {{place}} tiene una segunda fila; la especificación pide una fila por variable. Quita esta fila y deja un solo ejemplo.',
    },
    'variable-sample-format': {
      blank: 'El ejemplo de la variable `{{variable}}` del {{place}} solo tiene espacios; la revisión de aprobación evalúa la plantilla con él. Escribe un valor de ejemplo realista.',
      placeholder:
        'El ejemplo "{{sample}}" de la variable `{{variable}}` del {{place}} parece un marcador, no un valor; la revisión de aprobación evalúa la plantilla con él. Escribe un valor de ejemplo realista, como un nombre o una fecha.',
    },
    'variable-sample-required': {
      missing: 'La fila de la variable `{{key}}` del {{place}} no tiene `{{sampleKey}}`; agrega un valor de ejemplo para la revisión.',
      empty: 'La fila de la variable `{{key}}` del {{place}} tiene el valor de ejemplo vacío; agrega un valor de ejemplo para la revisión.',
    },
    'variable-sample-whitespace': {
      refused:
        'El ejemplo de la variable `{{variable}}` del {{place}} tiene {{found}}; la API se niega a enviar un parámetro con un salto de línea, una tabulación o más de {{max}} espacios seguidos (error 132018), y crear una plantilla con un ejemplo así ya falló. Escríbelo en una sola línea: "{{normalised}}".',
    },
    'variable-sequence': {
      notFromOne: 'El {{place}} numera sus variables desde `{{variable}}`; la revisión de aprobación espera que empiecen en {{first}}. Renuméralas desde {{first}} sin saltos.',
      gap: 'El {{place}} usa `{{variable}}` pero no `{{missing}}`; la revisión de aprobación rechaza variables numeradas que se saltan un número. Renuméralas desde {{first}} sin saltos.',
    },
    'website-url-format': {
      otherScheme: 'La URL del sitio web es un enlace "{{scheme}}:"; un botón de sitio web abre una página web, así que la revisión de aprobación solo acepta direcciones http:// y https://.',
      noScheme: 'La URL del sitio web no empieza por https:// ni http://; la revisión de aprobación solo acepta direcciones web completas. Añade https:// delante.',
      invalid: 'La URL del sitio web no es una dirección web válida (necesita un nombre de host y ningún espacio); la revisión de aprobación la rechaza. Revisa si tiene una errata.',
      addScheme: 'Añade https:// delante.',
    },
    'website-url-host': {
      whatsappLink:
        'La URL del sitio web lleva a {{host}}, un enlace de chat de WhatsApp; la revisión de aprobación espera enlaces al dominio propio de la empresa. Enlaza a tu sitio web.',
      shortener:
        'La URL del sitio web lleva a {{host}}, un acortador de enlaces ({{service}}); la revisión de aprobación rechaza los enlaces acortados porque ocultan su destino. Usa la URL completa en tu propio dominio.',
    },
    'website-url-variable-end': {
      notAtEnd:
        'La URL del sitio web tiene la variable `{{variable}}` antes del final; la revisión de aprobación acepta una variable, al final de la URL ({{example}}). Muévela al final.',
    },
  },
  terms: {
    body: 'cuerpo',
    header: 'encabezado',
    footer: 'pie de página',
    'header text': 'texto del encabezado',
    'card body': 'cuerpo de la tarjeta',
    'carousel header': 'encabezado del carrusel',
    'button field': 'campo del botón',
    'list button text': 'texto del botón de la lista',
    template: 'plantilla',
    'carousel card #': 'tarjeta # del carrusel',
    'in the template': 'en la plantilla',
    'in carousel card #': 'en la tarjeta # del carrusel',
    'body of carousel card #': 'cuerpo de la tarjeta # del carrusel',
    'card body of carousel card #': 'cuerpo de la tarjeta # del carrusel',
    'header of carousel card #': 'encabezado de la tarjeta # del carrusel',
    'footer of carousel card #': 'pie de página de la tarjeta # del carrusel',
    website: 'sitio web',
    phone: 'teléfono',
    'quick reply': 'respuesta rápida',
    quick_reply: 'respuesta rápida',
    'copy code': 'copiar código',
    copy_code: 'copiar código',
    'offer code': 'código de oferta',
    offer_code: 'código de oferta',
    flow: 'Flow',
    catalog: 'catálogo',
    'open form': 'formulario',
    open_form: 'formulario',
    other: 'otro',
    'website, phone, quick reply': 'sitio web, teléfono o respuesta rápida',
    text: 'texto',
    image: 'imagen',
    video: 'video',
    document: 'documento',
    'a text header': 'tiene encabezado de texto',
    'an image header': 'tiene encabezado de imagen',
    'a video header': 'tiene encabezado de video',
    'a document header': 'tiene encabezado de documento',
    'no header': 'no tiene encabezado',
    marketing: 'marketing',
    utility: 'utilidad',
    authentication: 'autenticación',
    interactive: 'interactiva',
    'a string': 'un texto',
    'a number': 'un número',
    'a boolean': 'true o false',
    'an object': 'un objeto',
    'an array': 'una lista',
    'a number or null': 'un número o null',
    'a string or null': 'un texto o null',
    'a string or an array or null': 'un texto, una lista o null',
    string: 'un texto',
    number: 'un número',
    boolean: 'true/false',
    object: 'un objeto',
    array: 'una lista',
    null: 'null',
    ' (chat_template_security_recommendation is true)': ' (chat_template_security_recommendation es true)',
    ' (add the security sentence only with chat_template_security_recommendation: true)':
      ' (agrega la frase de seguridad solo con chat_template_security_recommendation: true)',
    'the bundled example catalog': 'catálogo de ejemplo incluido',
    "the bundled example catalog (its ids are examples: `templint catalog pull` fetches your account's)":
      'catálogo de ejemplo incluido (sus ids son ejemplos: `templint catalog pull` descarga los de tu cuenta)',
    'the catalog given': 'catálogo indicado',
    'sample offer code': 'código de oferta de ejemplo',
    'a line break': 'un salto de línea',
    'a tab': 'una tabulación',
    '# spaces in a row': '# espacios seguidos',
    Latin: 'latino',
    Devanagari: 'devanagari',
    Arabic: 'árabe',
    'the request at index #': 'la solicitud de índice #',
    'the request at index # (`*`)': 'la solicitud de índice # (`*`)',
    "the account's template": 'una plantilla de la cuenta',
    "the account's template (id #)": 'una plantilla de la cuenta (id #)',
    "the account's template `*`": 'la plantilla `*` de la cuenta',
    "the account's template `*` (id #)": 'la plantilla `*` de la cuenta (id #)',
    'line #': 'la plantilla de la línea #',
    '`*` at line #': '`*`, en la línea #',
    '`*` at @': '`*`, en @',
    '`*` or `*`': '`*` o `*`',
  },
});
