import { defineLocale } from '../locale/define-locale.js';
import type { Locale } from '../locale/locale.js';

/** Diagnostics in Portuguese (Brazil). */
export const ptBR: Locale = defineLocale({
  code: 'pt-BR',
  messages: {
    'approval-footer-max-length': {
      tooLong: 'O {{place}} tem {{count}} caracteres (cada variável conta como 1); a análise de aprovação aceita no máximo {{limit}}. Encurte-o em {{excess}}.',
    },
    'authentication-body': {
      wrongBody: 'O corpo de um modelo de autenticação deve ser exatamente "{{expected}}"{{reason}}; o texto atual é "{{text}}".',
    },
    'authentication-copy-code-button': {
      missing: 'Um modelo de autenticação precisa de um botão de copiar código (texto "Copy code" ou "Copy Code"); adicione um.',
      otherButton: 'O botão de um modelo de autenticação é o de copiar código; remova este botão "{{kind}}".',
    },
    'authentication-header': {
      header:
        'Um modelo de autenticação tem só corpo, rodapé e botão de copiar código; a análise de aprovação não aceita cabeçalho (este é de {{format}}). Remova `chat_template_header` ou defina o id do tipo como 0.',
    },
    'authentication-sample-format': {
      tooLong:
        'O exemplo da variável `{{variable}}` do {{place}} tem {{count}} caracteres; a análise de aprovação limita um parâmetro de modelo de autenticação a {{limit}}. Encurte-o para um código como 123456.',
      url: 'O exemplo da variável `{{variable}}` do {{place}} contém uma URL; a análise de aprovação não aceita URLs em modelos de autenticação. Use só o código, como 123456.',
      emoji: 'O exemplo da variável `{{variable}}` do {{place}} contém um emoji; a análise de aprovação não aceita emojis em modelos de autenticação. Use só o código, como 123456.',
    },
    'body-max-length': {
      tooLong: 'O {{place}} tem {{count}} caracteres (cada variável conta como 1); a análise de aprovação aceita no máximo {{limit}}. Encurte-o em {{excess}}.',
    },
    'body-required': {
      missing: 'O {{where}} não tem `chat_template_body`; adicione um com o texto da mensagem.',
      missingText: 'O corpo do {{where}} não tem `chat_template_body_value`; adicione o texto da mensagem.',
      empty: 'O texto do corpo do {{where}} está vazio; escreva o texto da mensagem.',
    },
    'body-text-format': {
      tooManyLineBreaks: 'O {{place}} tem {{count}} quebras de linha seguidas; a análise de aprovação recusa mais de {{max}}. Deixe no máximo uma linha em branco.',
      tooManyEmoji: 'O {{place}} tem {{count}} emojis; a análise de aprovação recusa mais de {{max}}. Remova {{excess}}.',
      onlyVariables: 'O {{place}} tem apenas variáveis; a análise de aprovação recusa um texto sem palavras próprias. Escreva a mensagem em volta delas.',
    },
    'body-unclear': {
      bareGreeting:
        'O {{place}} deste modelo de utilidade é só uma saudação; a análise de aprovação conta "modelos com conteúdo pouco claro" (seus exemplos: uma variável sozinha, ou "Parabéns!") como marketing. Diga do que trata a mensagem (o pedido, o agendamento, a conta).',
    },
    'body-variable-placement': {
      leading:
        'O {{place}} começa com a variável `{{variable}}`; a análise de aprovação recusa um corpo que começa com uma variável (erro 2388299 da API). Coloque algumas palavras antes dela.',
      trailing:
        'O {{place}} termina com a variável `{{variable}}`; a análise de aprovação recusa um corpo que termina com uma variável (erro 2388299 da API). Coloque algumas palavras, ou um ponto final, depois dela.',
    },
    'button-count': {
      tooMany: 'Este é o botão número {{number}}; a análise de aprovação aceita no máximo {{max}} botões por modelo. Remova-o.',
      tooManyInCard: 'Este é o botão número {{number}} do cartão {{card}} do carrossel; a análise de aprovação aceita no máximo {{max}} botões por cartão. Remova-o.',
      tooManyWebsite: 'Este é o botão de site número {{number}} {{where}}; a análise de aprovação aceita no máximo {{max}}. Remova-o ou use outro tipo de botão.',
      tooManyPhone: 'Este é o botão de telefone número {{number}} {{where}}; a análise de aprovação aceita no máximo {{max}}. Remova-o.',
      tooManyCopyCode: 'Este é o botão de copiar código número {{number}} {{where}}; a análise de aprovação aceita no máximo {{max}}. Remova-o.',
    },
    'button-desktop-support': {
      tooMany:
        'O modelo tem {{count}} botões; o WhatsApp no computador não consegue mostrar um modelo com mais de {{max}}. Use no máximo {{max}} botões se seus destinatários usam o WhatsApp no computador.',
      mixed:
        'O modelo mistura botões de resposta rápida com outros botões; o WhatsApp no computador não consegue mostrar um modelo assim. Use um só tipo de botão se seus destinatários usam o WhatsApp no computador.',
    },
    'button-field-required': {
      empty: 'O campo "{{field}}" deste botão "{{button}}" está vazio; a análise de aprovação recusa um botão sem ele. Preencha-o.',
      missing: 'Este botão "{{button}}" não tem o campo "{{field}}"; a análise de aprovação recusa um botão sem ele. Adicione o campo com o seu valor.',
    },
    'button-field-max-length': {
      tooLong: 'O campo "{{field}}" deste botão "{{button}}" tem {{count}} caracteres (cada variável conta como 1); o limite é {{limit}}. Encurte-o em {{excess}}.',
      rowTitleTooLong: 'O título desta linha da lista tem {{count}} caracteres (cada variável conta como 1); o limite é {{limit}}. Encurte-o em {{excess}}.',
      rowDescriptionTooLong: 'A descrição desta linha da lista tem {{count}} caracteres (cada variável conta como 1); o limite é {{limit}}. Encurte-a em {{excess}}.',
      objectTooLong: 'O campo "{{field}}" deste botão "{{button}}" passa de {{limit}} caracteres como texto JSON; encurte-o.',
      sampleTooLong: 'O código de oferta de exemplo tem {{count}} caracteres; o limite é {{limit}}. Encurte o exemplo.',
    },
    'button-order': {
      split:
        'Os botões alternam de novo entre resposta rápida e outros tipos neste botão de {{kind}}; a análise de aprovação só aceita os botões de resposta rápida juntos, antes ou depois de todos os outros. Agrupe os botões de resposta rápida.',
    },
    'button-text-unique': {
      duplicate: 'O botão {{number}} tem o texto "{{text}}", igual ao botão {{first}}; a análise de aprovação recusa botões com o mesmo texto. Dê a cada botão um texto próprio.',
    },
    'button-text-variable': {
      variable: 'O texto do botão tem a variável `{{variable}}`; a análise de aprovação só aceita textos de botão fixos. Escreva o texto por extenso.',
    },
    'carousel-card-body-max-length': {
      tooLong: 'O corpo do cartão tem {{count}} caracteres (cada variável conta como 1); a análise de aprovação aceita no máximo {{limit}} num cartão de carrossel. Encurte-o em {{excess}}.',
    },
    'carousel-card-button-kind': {
      wrongKind: 'O cartão {{card}} do carrossel tem um botão de {{kind}}; a análise de aprovação só aceita botões de {{allowed}} num cartão. Use um desses.',
    },
    'carousel-card-consistency': {
      headerFormat:
        'O cartão {{card}} do carrossel {{format}}, mas o cartão {{firstCard}} {{expected}}; a análise de aprovação exige os mesmos componentes em todos os cartões. Use o mesmo formato de cabeçalho em todos.',
      buttonCount:
        'O cartão {{card}} do carrossel tem {{count}} {{count|one:botão|other:botões}}, mas o cartão {{firstCard}} tem {{expected}}; a análise de aprovação exige os mesmos botões em todos os cartões. Dê os mesmos botões a todos.',
      buttonKind:
        'O botão {{number}} do cartão {{card}} do carrossel é de {{kind}}, mas o botão {{number}} do cartão {{firstCard}} é de {{expected}}; a análise de aprovação exige os mesmos tipos de botão, na mesma ordem, em todos os cartões. Deixe-os iguais.',
    },
    'carousel-card-count': {
      missing: 'O carrossel não tem `chat_template_carousel_card`; adicione de {{min}} a {{max}} cartões.',
      tooFew: 'O carrossel tem {{count}} {{count|one:cartão|other:cartões}}; ele precisa de pelo menos {{min}}.',
      tooMany: 'O carrossel tem {{count}} cartões; o limite é {{max}}. Remova {{excess}}.',
    },
    'carousel-card-header': {
      missing: 'O cartão {{card}} do carrossel não tem cabeçalho; a análise de aprovação exige um cabeçalho de imagem ou vídeo em cada cartão. Adicione um.',
      notMedia: 'O cartão {{card}} do carrossel tem um cabeçalho de {{format}}; a análise de aprovação só aceita cabeçalho de imagem ou vídeo num cartão. Use uma imagem ou um vídeo.',
    },
    'carousel-category': {
      notMarketing:
        'Este carrossel está na categoria {{category}}; a análise de aprovação só oferece carrosséis para modelos de {{allowed}}. Use um id de categoria de {{allowed}} da lista de categorias.',
    },
    'carousel-footer': {
      footer:
        'O {{where}} tem rodapé; na análise de aprovação, um modelo de carrossel não tem rodapé, nem abaixo do texto da mensagem nem num cartão. Remova `chat_template_footer` ou passe as palavras para o texto.',
    },
    'carousel-template-type': {
      notCarouselType: 'O modelo tem `chat_template_carousel`, então `chat_template_type_id` deve ser o id do tipo carrossel da lista de tipos de modelo.',
      missingCarousel: 'O tipo do modelo é carrossel, mas não há `chat_template_carousel`; adicione-o com {{min}} a {{max}} cartões.',
    },
    'carousel-text-required': {
      missing: 'O carrossel não tem `chat_template_carousel_header`, o texto da mensagem acima dos cartões; a análise de aprovação exige o corpo da mensagem de um carrossel. Adicione o texto.',
      empty: 'O texto da mensagem acima dos cartões do carrossel está vazio; a análise de aprovação exige o corpo da mensagem de um carrossel. Escreva o texto.',
    },
    'catalog-button-single': {
      notAlone: 'Um modelo de catálogo tem um único botão, o de catálogo; este modelo tem {{count}}. Remova os outros ou o botão de catálogo.',
    },
    'catalog-button-text': {
      wrongText: 'O texto de um botão de catálogo deve ser exatamente "View catalog" no envio; o texto atual é "{{text}}".',
    },
    'code-expiration-range': {
      outOfRange: 'A validade do código é de {{minutes}} minutos; ela deve ser um número inteiro de {{min}} a {{max}}.',
    },
    'copy-code-button-authentication-only': {
      outsideAuthentication:
        'Este botão de copiar código é o botão de senha única dos modelos de autenticação, e este modelo é de {{category}}. Para um cupom, use o botão de copiar código de oferta; para uma senha, use uma categoria de autenticação.',
    },
    'copy-code-button-text': {
      wrongText: 'O texto de um botão de copiar código deve ser exatamente "Copy Code" ou "Copy code"; o texto atual é "{{text}}".',
      missingText: 'Este botão de copiar código não tem texto; defina o texto do botão como "Copy Code" ou "Copy code".',
    },
    'field-type': {
      wrongType: '`{{field}}` deve ser {{expected}}, mas é {{actual}}.',
      required: '`{{field}}` é obrigatório aqui; adicione-o.',
      tooFewItems: '`{{field}}` deve ter pelo menos {{min}} {{min|one:item|other:itens}}; está vazio.',
    },
    'flow-button-flag': {
      flagNotSet: 'O modelo tem um botão de Flow, então `chat_template_flag_flow` deve ser true.',
    },
    'flow-button-single': {
      extra: 'Este é o botão de Flow número {{number}}; um modelo pode ter no máximo {{max}}. Remova-o.',
    },
    'flow-id-known': {
      unknown: 'O id de Flow "{{flowId}}" não é de nenhum Flow do serviço; crie o Flow antes ou use um id existente.',
    },
    'footer-max-length': {
      tooLong: 'O rodapé deste modelo ({{kind}}) tem {{count}} caracteres (cada variável conta como 1); o limite é {{limit}}. Encurte-o em {{excess}}.',
    },
    'header-data-single-item': {
      missing: 'O cabeçalho não tem `chat_template_header_data`; adicione uma lista com exatamente um item.',
      count: '`chat_template_header_data` tem {{count}} itens; deve ter exatamente um.',
      noText: 'Este cabeçalho de texto não tem texto. Escreva-o ou remova o cabeçalho.',
    },
    'header-footer-plain-text': {
      newline: 'O {{place}} tem uma quebra de linha; a análise de aprovação só aceita cabeçalho ou rodapé em uma linha. Remova a quebra de linha.',
      emoji: 'O {{place}} tem o emoji {{emoji}}; a análise de aprovação não aceita emojis no cabeçalho nem no rodapé. Remova-o ou passe-o para o corpo.',
      formatting:
        'O {{place}} tem formatação `{{marker}}`; a análise de aprovação pede para não usar caracteres de Markdown (*negrito*, _itálico_, ~tachado~) num cabeçalho de texto. Remova o `{{marker}}`.',
    },
    'header-media-storage-id': {
      missing: 'Este cabeçalho de {{kind}} não tem mídia: defina `chat_template_header_data_cloud_storage_id` com o id recebido no envio do arquivo (0 significa sem uso).',
    },
    'header-text-max-length': {
      tooLong: 'O texto do cabeçalho tem {{count}} caracteres (cada variável conta como 1); o limite é {{limit}}. Encurte-o em {{excess}}.',
    },
    'header-variable-count': {
      tooMany: 'O cabeçalho tem {{count}} variáveis diferentes; a análise de aprovação aceita no máximo {{max}} no cabeçalho. Remova `{{variable}}` ou passe-a para o corpo.',
    },
    'interactive-body-max-length': {
      tooLong: 'O corpo tem {{count}} caracteres (cada variável conta como 1); um corpo interativo {{style}} permite {{limit}}. Encurte-o em {{excess}}.',
    },
    'interactive-cta-url-button': {
      missing: 'Um modelo interativo CTA URL precisa de exatamente um botão de site; adicione um com texto de exibição e URL.',
      extra: 'Um modelo interativo CTA URL tem exatamente um botão; remova este botão "{{button}}".',
      missingText: 'Este botão CTA URL não tem texto de exibição; defina-o (no máximo {{limit}} caracteres).',
      missingUrl: 'Este botão CTA URL não tem URL; defina a URL do site.',
      notWebUrl: 'A URL deste botão CTA URL não é um endereço web; o navegador do destinatário a abre, então escreva-a completa, começando por https:// ou http://.',
    },
    'interactive-flow-button': {
      missing: 'Um modelo interativo de Flow precisa de exatamente um botão de Flow; adicione um com id de Flow e texto do botão.',
      otherButton: 'Um modelo interativo de Flow tem apenas o botão de Flow; remova este botão "{{button}}".',
      missingFlowId: 'Este botão de Flow não tem id de Flow; preencha o campo Flow com o id de um Flow existente.',
      missingText: 'Este botão de Flow não tem texto; defina o texto do botão (no máximo {{limit}} caracteres).',
    },
    'interactive-list-button-text': {
      notList: '`interactive_list_button_text` só vale para um modelo interativo de lista; remova-o ou use o tipo interativo de lista.',
    },
    'interactive-list-header': {
      notText: 'Um modelo interativo de lista aceita só cabeçalho de texto; este cabeçalho é de {{kind}}. Use um cabeçalho de texto ou nenhum.',
    },
    'interactive-list-rows': {
      count: 'Um modelo interativo de lista tem de {{min}} a {{max}} linhas; este tem {{count}}.',
      otherButton: 'As linhas de um modelo interativo de lista são opções de resposta rápida; remova este botão "{{button}}".',
      noTitle: 'Esta linha da lista não tem título; escreva o texto que o destinatário escolhe.',
    },
    'interactive-reply-buttons': {
      count: 'Um modelo interativo de botões de resposta tem de {{min}} a {{max}} botões de resposta; este tem {{count}}.',
      otherButton: 'Um modelo interativo de botões de resposta tem apenas botões de resposta rápida; remova este botão "{{button}}".',
      noTitle: 'Este botão de resposta não tem título; escreva o texto que o destinatário toca.',
    },
    'interactive-text-content': {
      buttons: 'Um modelo interativo de texto não tem botões; remova `chat_template_button` ou escolha outro tipo interativo.',
      footer: 'Um modelo interativo de texto não tem rodapé; remova `chat_template_footer`.',
    },
    'interactive-type-required': {
      missing:
        'O modelo é interativo, então `interactive_type_id` é obrigatório; use um id da lista de tipos interativos (botões de resposta, lista, texto, Flow, CTA URL).',
    },
    'known-catalog-id': {
      templateType: 'O id de tipo de modelo {{id}} não está na lista de tipos de modelo do {{catalog}}; use um destes: {{known}}.',
      category: 'O id de categoria {{id}} não está na lista de categorias do {{catalog}}; use um destes: {{known}}.',
      language: 'O id de idioma {{id}} não está na lista de idiomas do {{catalog}}; use um destes: {{known}}.',
      headerType: 'O id de tipo de cabeçalho {{id}} não está na lista de tipos de cabeçalho do {{catalog}}; use 0 para nenhum cabeçalho ou um destes: {{known}}.',
      interactiveType: 'O id de tipo interativo {{id}} não está na lista de tipos interativos do {{catalog}}; use um destes: {{known}}.',
      buttonType: 'O id de tipo de botão {{id}} não está na lista de tipos de botão do {{catalog}}; use um destes: {{known}}.',
      subType: 'O id de subtipo de botão {{id}} não é um subtipo do tipo de botão "{{buttonType}}" no {{catalog}}; use um destes: {{known}}.',
      field: 'O id de campo {{id}} não é um campo do subtipo de botão "{{subType}}" no {{catalog}}; use um destes: {{known}}.',
      option: 'O id de opção {{id}} não é uma opção do campo "{{field}}" no {{catalog}}; use um destes: {{known}}.',
    },
    'language-category-required': {
      language: 'O modelo não tem `chat_language_id`; adicione um id da lista de idiomas (só modelos interativos podem omiti-lo).',
      category: 'O modelo não tem `chat_template_category_id`; adicione um id da lista de categorias (só modelos interativos podem omiti-lo).',
    },
    'language-script': {
      noLetterOfScript:
        'O modelo está declarado em {{language}} ({{code}}), que se escreve no alfabeto {{script}}, mas o {{place}} não tem nenhuma letra do alfabeto {{script}}; a análise de aprovação recusa um modelo cujo idioma não corresponde ao conteúdo (TAG_CONTENT_MISMATCH). Escolha o idioma em que o texto está escrito ou escreva o texto em {{language}}.',
    },
    'named-parameter-flag': {
      namedWithoutFlag: 'O modelo usa a variável nomeada `{{variable}}`, então `flag_named_parameter` deve ser true.',
      numberedWithFlag: '`flag_named_parameter` é true, mas o modelo usa a variável numerada `{{variable}}`; modelos com nomes não devem usar variáveis numeradas.',
    },
    'offer-code-length': {
      overShort:
        'O {{what}} tem {{count}} caracteres; a especificação e a página de modelos de cupom da análise de aprovação permitem {{limit}}, mas as páginas dela sobre componentes de modelo e ofertas por tempo limitado dizem no máximo {{short}}. Encurte-o para {{short}} para cumprir os dois limites.',
    },
    'otp-outside-authentication': {
      oneTimePasscode:
        'O {{place}} fala de uma senha única ("{{phrase}}"); segundo a análise de aprovação, "só modelos de autenticação podem ser usados para enviar uma senha única de verificação de identidade", e ela recusa os outros. Use um modelo de autenticação para códigos ou mude o texto.',
    },
    'phone-button-leading-zero': {
      strippedZero:
        'O número de telefone "{{number}}" tem um 0 logo depois do código do país {{countryCode}}; a análise de aprovação remove esse zero, então o botão vai ligar para {{dialled}}. Se o número não funcionar sem o 0, use outro número ou informe-o no texto do corpo.',
    },
    'phone-button-number-format': {
      notDigits:
        'O número de telefone "{{number}}" não tem só dígitos com um + opcional no início; a análise de aprovação o recusa como número inválido. Escreva-o como +<código do país><número>, por exemplo +15550100.',
      noCountryCode:
        'O número de telefone "{{number}}" começa com 0, então não tem código do país (nenhum começa com 0); a análise de aprovação o recusa como número inválido. Escreva-o como +<código do país><número> sem o 0 local, por exemplo +5511987654321 em vez de 011987654321.',
    },
    'placeholder-syntax': {
      unclosed: 'O {{place}} tem um `{{open}}` sem o `{{close}}` de fechamento; escreva uma variável como {{examples}}.',
      unopened: 'O {{place}} tem um `{{close}}` sem o `{{open}}` de abertura; escreva uma variável como {{examples}}.',
      empty: 'O {{place}} tem uma variável vazia `{{}}`; coloque um número ou um nome entre as chaves.',
    },
    'plain-text-variable': {
      variable:
        'O {{place}} tem a variável `{{variable}}`, mas um {{place}} não tem linhas de variável para descrevê-la, então a solicitação é recusada. Escreva o texto por extenso ou passe a variável para o corpo.',
    },
    'provider-integration-id': {
      missing: 'A solicitação não tem `provider_integration_chat_id`; adicione o id da conta comercial de chat à qual o modelo pertence.',
      empty: '`provider_integration_chat_id` está vazio; informe o id da conta comercial de chat à qual o modelo pertence.',
    },
    'request-shape': {
      notObject: 'A solicitação deve ser um objeto JSON (spec 2.1), mas é {{actual}}.',
      missingData: 'A solicitação não tem `chat_template_data`; adicione o objeto do modelo (spec 2.2).',
      dataNotObject: '`chat_template_data` deve ser um objeto (spec 2.2), mas é {{actual}}.',
    },
    'template-content-duplicate': {
      duplicate:
        'O corpo e o rodapé têm o mesmo texto de outro modelo da integração `{{integration}}`: {{other}}. A análise de aprovação recusa um modelo que repete o corpo e o rodapé de um modelo existente. Mude o texto ou use aquele modelo.',
    },
    'template-name-deleted': {
      deleted:
        'O nome de modelo `{{name}}` era de um modelo excluído recentemente na integração `{{integration}}`; a análise de aprovação só aceita de novo o nome de um modelo excluído depois de 30 dias. Escolha outro nome.',
      deletedNoIntegration:
        'O nome de modelo `{{name}}` era de um modelo excluído recentemente; a análise de aprovação só aceita de novo o nome de um modelo excluído depois de 30 dias. Escolha outro nome.',
      rename: 'Renomeie-o para `{{name}}`, um nome que nenhum modelo usa.',
    },
    'template-name-derived': {
      derived:
        'O modelo não tem `chat_template_name` (ausente ou vazio), então ele será criado a partir do nome de exibição "{{displayName}}": `{{name}}`. Defina-o você mesmo para ter certeza do nome.',
    },
    'template-name-duplicate': {
      sameLanguage:
        'O nome de modelo `{{name}}` já é usado no mesmo idioma por outro modelo da integração `{{integration}}`: {{other}}. O serviço recusa um nome repetido (a análise de aprovação também: erro 2388024). Escolha outro nome.',
      otherLanguage:
        'O nome de modelo `{{name}}` já é usado em outro idioma por outro modelo da integração `{{integration}}`: {{other}}. O serviço recusa um nome que não é único na integração. Escolha outro nome.',
      rename: 'Renomeie-o para `{{name}}`, um nome que nenhum modelo usa.',
    },
    'template-name-format': {
      invalid: 'O nome do modelo tem "{{character}}" na posição {{position}}; use só letras minúsculas a-z, dígitos 0-9 e sublinhados, por exemplo `{{suggestion}}`.',
      rename: 'Renomeie-o para `{{name}}`.',
    },
    'template-name-max-length': {
      tooLong: 'O nome do modelo tem {{count}} caracteres; o limite é {{limit}}. Encurte-o.',
    },
    'template-name-required': {
      missing: 'O modelo não tem `chat_template_name`; adicione um nome técnico com letras minúsculas, dígitos e sublinhados, como `order_update`.',
      underivable:
        'O modelo não tem `chat_template_name`, e o nome de exibição "{{displayName}}" não tem letras latinas nem dígitos para criar um; adicione um nome técnico como `order_update`.',
    },
    'template-name-unique': {
      taken: 'O nome de modelo `{{name}}` já é usado nesta integração; escolha outro nome.',
      derivedTaken: 'O nome criado a partir do nome de exibição, `{{name}}`, já é usado nesta integração; defina outro `chat_template_name`.',
    },
    'unknown-field': {
      typo: '`{{field}}` não é um campo aqui; você quis dizer `{{suggestion}}`?',
      unknown: '`{{field}}` não é um campo que a especificação define aqui; a plataforma o ignora ou recusa. Remova-o.',
    },
    'utility-promotional-wording': {
      promotional:
        'O {{place}} deste modelo de utilidade tem texto promocional ("{{phrase}}"); mensagens de utilidade "não devem promover, recomendar, fazer upsell ou venda cruzada de produtos, nem incluir ofertas", e desde abril de 2025 a análise de aprovação aprova um modelo assim como MARKETING (cobrado como marketing). Remova a oferta ou escolha a categoria de marketing.',
    },
    'variable-adjacent': {
      touching:
        'As variáveis `{{first}}` e `{{second}}` no {{place}} estão coladas, sem nada entre elas; a análise de aprovação recusa parâmetros colocados um ao lado do outro sem texto nem pontuação entre eles. Coloque algumas palavras (ou pelo menos uma pontuação) entre elas.',
    },
    'variable-density': {
      adjacent:
        'As variáveis `{{first}}` e `{{second}}` no {{place}} têm só espaços entre elas; a análise de aprovação recusa variáveis lado a lado. Coloque algumas palavras (ou pelo menos uma pontuação) entre elas.',
      tooDense:
        'O {{place}} tem {{variables}} {{variables|one:variável|other:variáveis}}, mas só {{words}} {{words|one:palavra|other:palavras}} de texto fixo; a análise de aprovação recusa variáveis demais para o tamanho do texto, e {{variables}} {{variables|one:variável precisa|other:variáveis precisam}} de pelo menos {{needed}} {{needed|one:palavra|other:palavras}}. Acrescente {{missing}} {{missing|one:palavra|other:palavras}} ou use menos variáveis.',
    },
    'variable-mixed-kinds': {
      mixed: 'O {{place}} mistura variáveis numeradas e nomeadas (`{{first}}` e `{{other}}`); use um só estilo.',
    },
    'variable-name-format': {
      invalid: 'A variável `{{variable}}` do {{place}} usa caracteres além de letras minúsculas a-z, dígitos 0-9 e sublinhados; escreva-a como `{{suggestion}}`.',
    },
    'variable-name-max-length': {
      tooLong: 'O nome da variável `{{name}}` do {{place}} tem {{length}} caracteres; a análise de aprovação aceita no máximo {{max}}. Encurte o nome aqui e na linha da variável.',
    },
    'variable-row-missing': {
      noRows:
        'O {{place}} usa {{count}} {{count|one:variável|other:variáveis}}, mas não tem a lista `{{rowsKey}}`; adicione uma linha por variável, com chave e exemplo.',
      noRow: 'A variável `{{variable}}` do {{place}} não tem linha em `{{rowsKey}}`; adicione uma linha com a chave `{{key}}` e um valor de exemplo.',
      addRows: 'Adicione {{count}} {{count|one:linha|other:linhas}} de variável; preencha cada valor de exemplo.',
      addRow: 'Adicione uma linha para `{{variable}}`; preencha o valor de exemplo.',
    },
    'variable-row-unused': {
      unused: 'A linha de variável com chave `{{key}}` do {{place}} não corresponde a nenhum `{{variable}}` no texto; remova a linha ou use a variável.',
      looseKey: 'A chave `{{key}}` da linha de variável do {{place}} tem espaços ou chaves a mais; escreva-a como `{{name}}` para corresponder a `{{variable}}`.',
      duplicate: 'A variável `{{variable}}` do {{place}} tem uma segunda linha; a especificação pede uma linha por variável. Remova esta linha e mantenha um exemplo.',
    },
    'variable-sample-format': {
      blank: 'O exemplo da variável `{{variable}}` do {{place}} tem só espaços; a análise de aprovação avalia o modelo com ele. Escreva um valor de exemplo realista.',
      placeholder:
        'O exemplo "{{sample}}" da variável `{{variable}}` do {{place}} parece um marcador, não um valor; a análise de aprovação avalia o modelo com ele. Escreva um valor de exemplo realista, como um nome ou uma data.',
    },
    'variable-sample-required': {
      missing: 'A linha da variável `{{key}}` do {{place}} não tem `{{sampleKey}}`; adicione um valor de exemplo para a análise.',
      empty: 'A linha da variável `{{key}}` do {{place}} tem o valor de exemplo vazio; adicione um valor de exemplo para a análise.',
    },
    'variable-sample-whitespace': {
      refused:
        'O exemplo da variável `{{variable}}` do {{place}} tem {{found}}; a API se recusa a enviar um parâmetro com quebra de linha, tabulação ou mais de {{max}} espaços seguidos (erro 132018), e criar um modelo com um exemplo assim já falhou. Escreva-o em uma linha: "{{normalised}}".',
    },
    'variable-sequence': {
      notFromOne: 'O {{place}} numera as variáveis a partir de `{{variable}}`; a análise de aprovação espera que comecem em {{first}}. Renumere-as a partir de {{first}}, sem pular números.',
      gap: 'O {{place}} usa `{{variable}}`, mas não `{{missing}}`; a análise de aprovação recusa variáveis numeradas que pulam um número. Renumere-as a partir de {{first}}, sem pular números.',
    },
    'website-url-format': {
      otherScheme: 'A URL do site é um link "{{scheme}}:"; um botão de site abre uma página web, então a análise de aprovação aceita apenas endereços http:// e https://.',
      noScheme: 'A URL do site não começa com https:// nem http://; a análise de aprovação aceita apenas endereços web completos. Adicione https:// antes dela.',
      invalid: 'A URL do site não é um endereço web válido (precisa de um nome de host e de nenhum espaço); a análise de aprovação a recusa. Verifique se há um erro de digitação.',
      addScheme: 'Adicione https:// antes dela.',
    },
    'website-url-host': {
      whatsappLink:
        'A URL do site leva a {{host}}, um link de conversa do WhatsApp; a análise de aprovação espera links para o domínio da própria empresa. Use o link do seu site.',
      shortener:
        'A URL do site leva a {{host}}, um encurtador de links ({{service}}); a análise de aprovação recusa links encurtados porque escondem o destino. Use a URL completa no seu próprio domínio.',
    },
    'website-url-variable-end': {
      notAtEnd:
        'A URL do site tem a variável `{{variable}}` antes do fim; a análise de aprovação aceita uma variável, no fim da URL ({{example}}). Passe-a para o fim.',
    },
  },
  terms: {
    body: 'corpo',
    header: 'cabeçalho',
    footer: 'rodapé',
    'header text': 'texto do cabeçalho',
    'card body': 'corpo do cartão',
    'carousel header': 'cabeçalho do carrossel',
    'button field': 'campo do botão',
    'list button text': 'texto do botão da lista',
    template: 'modelo',
    'carousel card #': 'cartão # do carrossel',
    'in the template': 'no modelo',
    'in carousel card #': 'no cartão # do carrossel',
    'body of carousel card #': 'corpo do cartão # do carrossel',
    'card body of carousel card #': 'corpo do cartão # do carrossel',
    'header of carousel card #': 'cabeçalho do cartão # do carrossel',
    'footer of carousel card #': 'rodapé do cartão # do carrossel',
    website: 'site',
    phone: 'telefone',
    'quick reply': 'resposta rápida',
    quick_reply: 'resposta rápida',
    'copy code': 'copiar código',
    copy_code: 'copiar código',
    'offer code': 'código de oferta',
    offer_code: 'código de oferta',
    flow: 'Flow',
    catalog: 'catálogo',
    'open form': 'formulário',
    open_form: 'formulário',
    other: 'outro',
    'website, phone, quick reply': 'site, telefone ou resposta rápida',
    text: 'texto',
    image: 'imagem',
    video: 'vídeo',
    document: 'documento',
    'a text header': 'tem cabeçalho de texto',
    'an image header': 'tem cabeçalho de imagem',
    'a video header': 'tem cabeçalho de vídeo',
    'a document header': 'tem cabeçalho de documento',
    'no header': 'não tem cabeçalho',
    marketing: 'marketing',
    utility: 'utilidade',
    authentication: 'autenticação',
    interactive: 'interativo',
    'a string': 'um texto',
    'a number': 'um número',
    'a boolean': 'true ou false',
    'an object': 'um objeto',
    'an array': 'uma lista',
    'a number or null': 'um número ou null',
    'a string or null': 'um texto ou null',
    'a string or an array or null': 'um texto, uma lista ou null',
    string: 'um texto',
    number: 'um número',
    boolean: 'true/false',
    object: 'um objeto',
    array: 'uma lista',
    ' (chat_template_security_recommendation is true)': ' (chat_template_security_recommendation é true)',
    ' (add the security sentence only with chat_template_security_recommendation: true)':
      ' (adicione a frase de segurança só com chat_template_security_recommendation: true)',
    'the bundled example catalog': 'catálogo de exemplo incluído',
    "the bundled example catalog (its ids are examples: `templint catalog pull` fetches your account's)":
      'catálogo de exemplo incluído (os ids são exemplos: `templint catalog pull` baixa os da sua conta)',
    'the catalog given': 'catálogo informado',
    'sample offer code': 'código de oferta de exemplo',
    'a line break': 'uma quebra de linha',
    'a tab': 'uma tabulação',
    '# spaces in a row': '# espaços seguidos',
    Latin: 'latino',
    Devanagari: 'devanágari',
    Arabic: 'árabe',
    'the request at index #': 'a solicitação de índice #',
    'the request at index # (`*`)': 'a solicitação de índice # (`*`)',
    "the account's template": 'um modelo da conta',
    "the account's template (id #)": 'um modelo da conta (id #)',
    "the account's template `*`": 'o modelo `*` da conta',
    "the account's template `*` (id #)": 'o modelo `*` da conta (id #)',
    'line #': 'o modelo da linha #',
    '`*` at line #': '`*`, na linha #',
    '`*` at @': '`*`, em @',
    '`*` or `*`': '`*` ou `*`',
  },
});
