import type { Locale } from '../locale/locale.js';

/** Diagnostics in Indonesian. */
export const id: Locale = {
  code: 'id',
  messages: {
    'approval-footer-max-length': {
      tooLong: 'Bagian {{place}} berisi {{count}} karakter (setiap variabel dihitung 1); peninjau persetujuan menerima paling banyak {{limit}}. Persingkat sebanyak {{excess}} karakter.',
    },
    'authentication-body': {
      wrongBody: 'Isi template autentikasi harus persis "{{expected}}"{{reason}}; saat ini "{{text}}".',
    },
    'authentication-copy-code-button': {
      missing: 'Template autentikasi memerlukan tombol salin kode (teks "Copy code" atau "Copy Code"); tambahkan satu.',
      otherButton: 'Tombol template autentikasi adalah tombol salin kode; hapus tombol "{{kind}}" ini.',
    },
    'authentication-header': {
      header:
        'Template autentikasi hanya berisi isi, footer, dan tombol salin kode; peninjau persetujuan tidak menerima header (header ini berjenis {{format}}). Hapus `chat_template_header` atau ubah id jenisnya menjadi 0.',
    },
    'body-max-length': {
      tooLong: 'Bagian {{place}} berisi {{count}} karakter (setiap variabel dihitung 1); peninjau persetujuan menerima paling banyak {{limit}}. Persingkat sebanyak {{excess}} karakter.',
    },
    'body-required': {
      missing: 'Tidak ada `chat_template_body` di {{where}}; tambahkan dengan teks pesan.',
      missingText: 'Isi {{where}} tidak memiliki `chat_template_body_value`; tambahkan teks pesan.',
      empty: 'Teks isi {{where}} kosong; tulis teks pesannya.',
    },
    'body-text-format': {
      tooManyLineBreaks: 'Bagian {{place}} memiliki {{count}} baris baru berturut-turut; peninjau persetujuan menolak lebih dari {{max}}. Sisakan paling banyak satu baris kosong.',
      tooManyEmoji: 'Bagian {{place}} memiliki {{count}} emoji; peninjau persetujuan menolak lebih dari {{max}}. Hapus {{excess}}.',
      onlyVariables: 'Bagian {{place}} hanya berisi variabel; peninjau persetujuan menolak teks tanpa kata-kata sendiri. Tulis pesan di sekitar variabel tersebut.',
    },
    'body-variable-placement': {
      leading:
        'Bagian {{place}} diawali variabel `{{variable}}`; peninjau persetujuan menolak isi yang diawali variabel (error API 2388299). Tambahkan beberapa kata sebelumnya.',
      trailing:
        'Bagian {{place}} diakhiri variabel `{{variable}}`; peninjau persetujuan menolak isi yang diakhiri variabel (error API 2388299). Tambahkan beberapa kata, atau tanda titik, sesudahnya.',
    },
    'button-count': {
      tooMany: 'Ini tombol nomor {{number}}; peninjau persetujuan menerima paling banyak {{max}} tombol dalam satu template. Hapus tombol ini.',
      tooManyInCard: 'Ini tombol nomor {{number}} di kartu carousel {{card}}; peninjau persetujuan menerima paling banyak {{max}} tombol dalam satu kartu. Hapus tombol ini.',
      tooManyWebsite: 'Ini tombol situs web nomor {{number}} {{where}}; peninjau persetujuan menerima paling banyak {{max}}. Hapus tombol ini atau gunakan jenis tombol lain.',
      tooManyPhone: 'Ini tombol telepon nomor {{number}} {{where}}; peninjau persetujuan menerima paling banyak {{max}}. Hapus tombol ini.',
      tooManyCopyCode: 'Ini tombol salin kode nomor {{number}} {{where}}; peninjau persetujuan menerima paling banyak {{max}}. Hapus tombol ini.',
    },
    'button-field-max-length': {
      tooLong: '"{{field}}" pada tombol "{{button}}" ini berisi {{count}} karakter (setiap variabel dihitung 1); batasnya {{limit}}. Persingkat sebanyak {{excess}} karakter.',
      objectTooLong: '"{{field}}" pada tombol "{{button}}" ini lebih dari {{limit}} karakter sebagai teks JSON; persingkat.',
      sampleTooLong: 'Contoh kode penawaran berisi {{count}} karakter; batasnya {{limit}}. Persingkat contohnya.',
    },
    'button-order': {
      split:
        'Urutan tombol berganti lagi antara balas cepat dan tombol lain di tombol {{kind}} ini; peninjau persetujuan hanya menerima tombol balas cepat dalam satu kelompok, sebelum atau sesudah semua tombol lain. Kumpulkan tombol balas cepat menjadi satu.',
    },
    'button-text-unique': {
      duplicate: 'Tombol {{number}} berteks "{{text}}", sama seperti tombol {{first}}; peninjau persetujuan menolak tombol dengan teks yang sama. Beri setiap tombol teksnya sendiri.',
    },
    'button-text-variable': {
      variable: 'Teks tombol berisi variabel `{{variable}}`; peninjau persetujuan hanya menerima teks tombol yang tetap. Tulis teksnya secara lengkap.',
    },
    'carousel-card-body-max-length': {
      tooLong: 'Isi kartu berisi {{count}} karakter (setiap variabel dihitung 1); peninjau persetujuan menerima paling banyak {{limit}} di kartu carousel. Persingkat sebanyak {{excess}} karakter.',
    },
    'carousel-card-button-kind': {
      wrongKind: 'Kartu carousel {{card}} memiliki tombol {{kind}}; peninjau persetujuan hanya menerima tombol {{allowed}} di kartu. Gunakan salah satunya.',
    },
    'carousel-card-consistency': {
      headerFormat:
        'Kartu carousel {{card}} {{format}}, tetapi kartu {{firstCard}} {{expected}}; peninjau persetujuan mewajibkan setiap kartu memiliki komponen yang sama. Gunakan satu format header untuk semua kartu.',
      buttonCount:
        'Kartu carousel {{card}} memiliki {{count}} tombol, tetapi kartu {{firstCard}} memiliki {{expected}}; peninjau persetujuan mewajibkan setiap kartu memiliki tombol yang sama. Beri semua kartu tombol yang sama.',
      buttonKind:
        'Tombol {{number}} di kartu carousel {{card}} adalah tombol {{kind}}, tetapi tombol {{number}} di kartu {{firstCard}} adalah tombol {{expected}}; peninjau persetujuan mewajibkan jenis tombol yang sama dengan urutan yang sama di setiap kartu. Samakan.',
    },
    'carousel-card-count': {
      missing: 'Carousel tidak memiliki `chat_template_carousel_card`; tambahkan {{min}} sampai {{max}} kartu.',
      tooFew: 'Carousel memiliki {{count}} kartu; minimal harus {{min}}.',
      tooMany: 'Carousel memiliki {{count}} kartu; batasnya {{max}}. Hapus {{excess}}.',
    },
    'carousel-card-header': {
      missing: 'Kartu carousel {{card}} tidak memiliki header; peninjau persetujuan mewajibkan header gambar atau video di setiap kartu. Tambahkan satu.',
      notMedia: 'Kartu carousel {{card}} memiliki header {{format}}; peninjau persetujuan hanya menerima header gambar atau video di kartu. Gunakan gambar atau video.',
    },
    'carousel-category': {
      notMarketing:
        'Carousel ini berada di kategori {{category}}; peninjau persetujuan hanya menyediakan carousel untuk template {{allowed}}. Gunakan id kategori {{allowed}} dari daftar kategori.',
    },
    'carousel-template-type': {
      notCarouselType: 'Template memiliki `chat_template_carousel`, jadi `chat_template_type_id` harus id jenis carousel dari daftar jenis template.',
      missingCarousel: 'Jenis template adalah carousel, tetapi tidak ada `chat_template_carousel`; tambahkan dengan {{min}} sampai {{max}} kartu.',
    },
    'catalog-button-single': {
      notAlone: 'Template katalog hanya memiliki satu tombol, yaitu tombol katalog; template ini memiliki {{count}}. Hapus tombol lainnya, atau tombol katalog.',
    },
    'catalog-button-text': {
      wrongText: 'Teks tombol katalog harus persis "View catalog" saat dikirim; saat ini "{{text}}".',
    },
    'code-expiration-range': {
      outOfRange: 'Masa berlaku kode {{minutes}} menit; nilainya harus bilangan bulat dari {{min}} sampai {{max}}.',
    },
    'copy-code-button-authentication-only': {
      outsideAuthentication:
        'Tombol salin kode ini adalah tombol kata sandi sekali pakai untuk template autentikasi, sedangkan template ini berkategori {{category}}. Untuk kode kupon, gunakan tombol salin kode penawaran; untuk kata sandi, gunakan kategori autentikasi.',
    },
    'copy-code-button-text': {
      wrongText: 'Teks tombol salin kode harus persis "Copy Code" atau "Copy code"; saat ini "{{text}}".',
    },
    'field-type': {
      wrongType: '`{{field}}` harus berupa {{expected}}; saat ini berupa {{actual}}.',
      required: '`{{field}}` wajib diisi di sini; tambahkan.',
      tooFewItems: '`{{field}}` harus berisi minimal {{min}} item; saat ini kosong.',
    },
    'flow-button-flag': {
      flagNotSet: 'Template memiliki tombol Flow, jadi `chat_template_flag_flow` harus true.',
    },
    'flow-button-single': {
      extra: 'Ini tombol Flow nomor {{number}}; satu template paling banyak memiliki {{max}}. Hapus tombol ini.',
    },
    'flow-id-known': {
      unknown: 'Id Flow "{{flowId}}" bukan salah satu Flow di layanan; buat Flow-nya terlebih dahulu atau gunakan id yang sudah ada.',
    },
    'footer-max-length': {
      tooLong: 'Footer template ini ({{kind}}) berisi {{count}} karakter (setiap variabel dihitung 1); batasnya {{limit}}. Persingkat sebanyak {{excess}} karakter.',
    },
    'header-data-single-item': {
      missing: 'Header tidak memiliki `chat_template_header_data`; tambahkan daftar dengan tepat satu item.',
      count: '`chat_template_header_data` berisi {{count}} item; seharusnya tepat satu.',
    },
    'header-footer-plain-text': {
      newline: 'Bagian {{place}} berisi baris baru; peninjau persetujuan hanya menerima header atau footer dalam satu baris. Hapus baris barunya.',
      emoji: 'Bagian {{place}} berisi emoji {{emoji}}; peninjau persetujuan tidak menerima emoji di header atau footer. Hapus atau pindahkan ke isi.',
      formatting:
        'Bagian {{place}} memakai format `{{marker}}`; peninjau persetujuan tidak menerima format (*tebal*, _miring_, ~coret~) di header atau footer. Hapus `{{marker}}`.',
    },
    'header-media-storage-id': {
      missing: 'Header {{kind}} ini tidak memiliki media: isi `chat_template_header_data_cloud_storage_id` dengan id yang diterima saat file diunggah (0 berarti tidak dipakai).',
    },
    'header-text-max-length': {
      tooLong: 'Teks header berisi {{count}} karakter (setiap variabel dihitung 1); batasnya {{limit}}. Persingkat sebanyak {{excess}} karakter.',
    },
    'header-variable-count': {
      tooMany: 'Header memiliki {{count}} variabel berbeda; peninjau persetujuan menerima paling banyak {{max}} di header. Hapus `{{variable}}` atau pindahkan ke isi.',
    },
    'interactive-body-max-length': {
      tooLong: 'Isi berisi {{count}} karakter (setiap variabel dihitung 1); isi interaktif {{kind}} mengizinkan {{limit}}. Persingkat sebanyak {{excess}} karakter.',
    },
    'interactive-cta-url-button': {
      missing: 'Template interaktif CTA URL memerlukan tepat satu tombol situs web; tambahkan satu dengan teks tampilan dan URL.',
      extra: 'Template interaktif CTA URL hanya memiliki satu tombol; hapus tombol "{{button}}" ini.',
      missingText: 'Tombol CTA URL ini tidak memiliki teks tampilan; isi teksnya (paling banyak {{limit}} karakter).',
      missingUrl: 'Tombol CTA URL ini tidak memiliki URL; isi URL situs webnya.',
    },
    'interactive-flow-button': {
      missing: 'Template interaktif Flow memerlukan tepat satu tombol Flow; tambahkan satu dengan id Flow dan teks tombol.',
      otherButton: 'Template interaktif Flow hanya memiliki tombol Flow-nya; hapus tombol "{{button}}" ini.',
      missingFlowId: 'Tombol Flow ini tidak memiliki id Flow; isi kolom Flow dengan id Flow yang sudah ada.',
      missingText: 'Tombol Flow ini tidak memiliki teks; isi teks tombolnya (paling banyak {{limit}} karakter).',
    },
    'interactive-list-button-text': {
      notList: '`interactive_list_button_text` hanya berlaku untuk template interaktif daftar; hapus atau gunakan jenis interaktif daftar.',
    },
    'interactive-list-header': {
      notText: 'Template interaktif daftar hanya menerima header teks; header ini berjenis {{kind}}. Gunakan header teks atau tanpa header.',
    },
    'interactive-list-rows': {
      count: 'Template interaktif daftar memiliki {{min}} sampai {{max}} baris; template ini memiliki {{count}}.',
      otherButton: 'Baris template interaktif daftar adalah pilihan balas cepat; hapus tombol "{{button}}" ini.',
    },
    'interactive-reply-buttons': {
      count: 'Template interaktif tombol balasan memiliki {{min}} sampai {{max}} tombol balasan; template ini memiliki {{count}}.',
      otherButton: 'Template interaktif tombol balasan hanya memiliki tombol balas cepat; hapus tombol "{{button}}" ini.',
    },
    'interactive-text-content': {
      buttons: 'Template interaktif teks tidak memiliki tombol; hapus `chat_template_button` atau pilih jenis interaktif lain.',
      footer: 'Template interaktif teks tidak memiliki footer; hapus `chat_template_footer`.',
    },
    'interactive-type-required': {
      missing:
        'Template ini interaktif, jadi `interactive_type_id` wajib diisi; gunakan id dari daftar jenis interaktif (tombol balasan, daftar, teks, Flow, CTA URL).',
    },
    'known-catalog-id': {
      templateType: 'Id jenis template {{id}} tidak ada di daftar jenis template {{catalog}}; gunakan salah satu dari: {{known}}.',
      category: 'Id kategori {{id}} tidak ada di daftar kategori {{catalog}}; gunakan salah satu dari: {{known}}.',
      language: 'Id bahasa {{id}} tidak ada di daftar bahasa {{catalog}}; gunakan salah satu dari: {{known}}.',
      headerType: 'Id jenis header {{id}} tidak ada di daftar jenis header {{catalog}}; gunakan 0 untuk tanpa header atau salah satu dari: {{known}}.',
      interactiveType: 'Id jenis interaktif {{id}} tidak ada di daftar jenis interaktif {{catalog}}; gunakan salah satu dari: {{known}}.',
      buttonType: 'Id jenis tombol {{id}} tidak ada di daftar jenis tombol {{catalog}}; gunakan salah satu dari: {{known}}.',
      subType: 'Id subjenis tombol {{id}} bukan subjenis dari jenis tombol "{{buttonType}}" di {{catalog}}; gunakan salah satu dari: {{known}}.',
      field: 'Id kolom {{id}} bukan kolom dari subjenis tombol "{{subType}}" di {{catalog}}; gunakan salah satu dari: {{known}}.',
      option: 'Id opsi {{id}} bukan opsi dari kolom "{{field}}" di {{catalog}}; gunakan salah satu dari: {{known}}.',
    },
    'language-category-required': {
      language: 'Template tidak memiliki `chat_language_id`; tambahkan id dari daftar bahasa (hanya template interaktif yang boleh tidak menyertakannya).',
      category: 'Template tidak memiliki `chat_template_category_id`; tambahkan id dari daftar kategori (hanya template interaktif yang boleh tidak menyertakannya).',
    },
    'named-parameter-flag': {
      namedWithoutFlag: 'Template memakai variabel bernama `{{variable}}`, jadi `flag_named_parameter` harus true.',
      numberedWithFlag: '`flag_named_parameter` bernilai true, tetapi template memakai variabel bernomor `{{variable}}`; template bernama tidak boleh memakai variabel bernomor.',
    },
    'phone-button-number-format': {
      notDigits:
        'Nomor telepon "{{number}}" bukan hanya angka dengan tanda + opsional di depan; peninjau persetujuan menolaknya sebagai nomor telepon yang tidak valid. Tulis sebagai +<kode negara><nomor>, misalnya +15550100.',
    },
    'placeholder-syntax': {
      unclosed: 'Bagian {{place}} memiliki `{{open}}` tanpa penutup `{{close}}`; tulis variabel seperti {{examples}}.',
      unopened: 'Bagian {{place}} memiliki `{{close}}` tanpa pembuka `{{open}}`; tulis variabel seperti {{examples}}.',
      empty: 'Bagian {{place}} memiliki variabel kosong `{{}}`; isi angka atau nama di antara kurung kurawal.',
    },
    'plain-text-variable': {
      variable:
        'Bagian {{place}} berisi variabel `{{variable}}`, tetapi bagian {{place}} tidak memiliki baris variabel untuk menjelaskannya, sehingga permintaan ditolak. Tulis teksnya secara lengkap atau pindahkan variabel ke isi.',
    },
    'provider-integration-id': {
      missing: 'Permintaan tidak memiliki `provider_integration_chat_id`; tambahkan id akun chat bisnis pemilik template ini.',
      empty: '`provider_integration_chat_id` kosong; isi dengan id akun chat bisnis pemilik template ini.',
    },
    'request-shape': {
      notObject: 'Permintaan harus berupa objek JSON (spec 2.1); saat ini berupa {{actual}}.',
      missingData: 'Permintaan tidak memiliki `chat_template_data`; tambahkan objek template (spec 2.2).',
      dataNotObject: '`chat_template_data` harus berupa objek (spec 2.2); saat ini berupa {{actual}}.',
    },
    'template-name-derived': {
      derived:
        '`chat_template_name` tidak dikirim, jadi nama akan dibuat dari nama tampilan "{{displayName}}": `{{name}}`. Tetapkan sendiri agar namanya pasti.',
    },
    'template-name-format': {
      invalid: 'Nama template memiliki "{{character}}" di posisi {{position}}; gunakan hanya huruf kecil, angka, dan garis bawah, misalnya `{{suggestion}}`.',
    },
    'template-name-max-length': {
      tooLong: 'Nama template berisi {{count}} karakter; batasnya {{limit}}. Persingkat.',
    },
    'template-name-required': {
      missing: 'Template tidak memiliki `chat_template_name`; tambahkan nama teknis dari huruf kecil, angka, dan garis bawah, misalnya `order_update`.',
      underivable:
        'Template tidak memiliki `chat_template_name`, dan nama tampilan "{{displayName}}" tidak memiliki huruf atau angka untuk membuatnya; tambahkan nama teknis seperti `order_update`.',
    },
    'template-name-unique': {
      taken: 'Nama template `{{name}}` sudah dipakai di integrasi ini; pilih nama lain.',
      derivedTaken: 'Nama yang dibuat dari nama tampilan, `{{name}}`, sudah dipakai di integrasi ini; tetapkan `chat_template_name` lain.',
    },
    'unknown-field': {
      typo: '`{{field}}` bukan kolom di sini; maksud Anda `{{suggestion}}`?',
      unknown: '`{{field}}` bukan kolom yang didefinisikan spesifikasi di sini; platform mengabaikan atau menolaknya. Hapus kolom ini.',
    },
    'variable-density': {
      adjacent:
        'Variabel `{{first}}` dan `{{second}}` di bagian {{place}} hanya dipisahkan spasi; peninjau persetujuan menolak variabel yang berdampingan. Tambahkan beberapa kata (atau setidaknya tanda baca) di antaranya.',
      tooDense:
        'Bagian {{place}} memiliki {{variables}} variabel tetapi hanya {{words}} kata teks tetap; peninjau persetujuan menolak variabel yang terlalu banyak untuk panjang teksnya, dan {{variables}} variabel memerlukan setidaknya {{needed}} kata. Tambahkan {{missing}} kata atau kurangi variabel.',
    },
    'variable-mixed-kinds': {
      mixed: 'Bagian {{place}} mencampur variabel bernomor dan bernama (`{{first}}` dan `{{other}}`); gunakan satu gaya saja.',
    },
    'variable-name-format': {
      invalid: 'Variabel `{{variable}}` di bagian {{place}} memakai karakter selain huruf kecil, angka, dan garis bawah; tulis sebagai `{{suggestion}}`.',
    },
    'variable-name-max-length': {
      tooLong: 'Nama variabel `{{name}}` di bagian {{place}} berisi {{length}} karakter; peninjau persetujuan menerima paling banyak {{max}}. Persingkat namanya di sini dan di baris variabelnya.',
    },
    'variable-row-missing': {
      noRows: 'Bagian {{place}} memakai {{count}} variabel tetapi tidak memiliki daftar `{{rowsKey}}`; tambahkan satu baris per variabel dengan kunci dan contoh.',
      noRow: 'Variabel `{{variable}}` di bagian {{place}} tidak memiliki baris di `{{rowsKey}}`; tambahkan baris dengan kunci `{{key}}` dan nilai contoh.',
    },
    'variable-row-unused': {
      unused: 'Baris variabel dengan kunci `{{key}}` di bagian {{place}} tidak cocok dengan `{{variable}}` mana pun di teks; hapus barisnya atau gunakan variabelnya.',
      looseKey: 'Kunci baris variabel `{{key}}` di bagian {{place}} memiliki spasi atau kurung kurawal berlebih; tulis sebagai `{{name}}` agar cocok dengan `{{variable}}`.',
      duplicate: 'Variabel `{{variable}}` di bagian {{place}} memiliki baris kedua; spesifikasi meminta satu baris per variabel. Hapus baris ini dan simpan satu contoh.',
    },
    'variable-sample-format': {
      blank: 'Contoh untuk variabel `{{variable}}` di bagian {{place}} hanya berisi spasi; peninjau persetujuan menilai template dengan contoh ini. Tulis nilai contoh yang realistis.',
      placeholder:
        'Contoh "{{sample}}" untuk variabel `{{variable}}` di bagian {{place}} tampak seperti placeholder, bukan nilai; peninjau persetujuan menilai template dengan contoh ini. Tulis nilai contoh yang realistis, misalnya nama atau tanggal.',
    },
    'variable-sample-required': {
      missing: 'Baris variabel `{{key}}` di bagian {{place}} tidak memiliki `{{sampleKey}}`; tambahkan nilai contoh untuk peninjauan.',
      empty: 'Nilai contoh baris variabel `{{key}}` di bagian {{place}} kosong; tambahkan nilai contoh untuk peninjauan.',
    },
    'variable-sequence': {
      notFromOne: 'Bagian {{place}} menomori variabelnya mulai dari `{{variable}}`; peninjau persetujuan mengharapkan mulai dari {{first}}. Nomori ulang mulai dari {{first}} tanpa lompatan.',
      gap: 'Bagian {{place}} memakai `{{variable}}` tetapi tidak memakai `{{missing}}`; peninjau persetujuan menolak variabel bernomor yang melompati nomor. Nomori ulang mulai dari {{first}} tanpa lompatan.',
    },
    'website-url-host': {
      whatsappLink:
        'URL situs web mengarah ke {{host}}, tautan chat WhatsApp; peninjau persetujuan mengharapkan tautan ke domain milik bisnis sendiri. Gunakan tautan ke situs web Anda.',
      shortener:
        'URL situs web mengarah ke {{host}}, layanan pemendek tautan ({{service}}); peninjau persetujuan menolak tautan pendek karena menyembunyikan tujuannya. Gunakan URL lengkap di domain Anda sendiri.',
    },
    'website-url-variable-end': {
      notAtEnd:
        'URL situs web memiliki variabel `{{variable}}` sebelum akhirnya; peninjau persetujuan menerima satu variabel, di akhir URL ({{example}}). Pindahkan ke akhir.',
    },
  },
  terms: {
    body: 'isi',
    header: 'header',
    footer: 'footer',
    'header text': 'teks header',
    'card body': 'isi kartu',
    'carousel header': 'header carousel',
    'button field': 'kolom tombol',
    'list button text': 'teks tombol daftar',
    template: 'template',
    'carousel card #': 'kartu carousel #',
    'in the template': 'di template',
    'in carousel card #': 'di kartu carousel #',
    'body of carousel card #': 'isi kartu carousel #',
    'card body of carousel card #': 'isi kartu carousel #',
    'header of carousel card #': 'header kartu carousel #',
    'footer of carousel card #': 'footer kartu carousel #',
    website: 'situs web',
    phone: 'telepon',
    'quick reply': 'balas cepat',
    quick_reply: 'balas cepat',
    'copy code': 'salin kode',
    copy_code: 'salin kode',
    'offer code': 'kode penawaran',
    offer_code: 'kode penawaran',
    flow: 'Flow',
    catalog: 'katalog',
    'open form': 'formulir',
    open_form: 'formulir',
    other: 'lainnya',
    'website, phone, quick reply': 'situs web, telepon, atau balas cepat',
    text: 'teks',
    image: 'gambar',
    video: 'video',
    document: 'dokumen',
    'a text header': 'memiliki header teks',
    'an image header': 'memiliki header gambar',
    'a video header': 'memiliki header video',
    'a document header': 'memiliki header dokumen',
    'no header': 'tidak memiliki header',
    marketing: 'pemasaran',
    utility: 'utilitas',
    authentication: 'autentikasi',
    interactive: 'interaktif',
    'a string': 'teks',
    'a number': 'angka',
    'a boolean': 'true atau false',
    'an object': 'objek',
    'an array': 'daftar',
    'a number or null': 'angka atau null',
    'a string or null': 'teks atau null',
    'a string or an array or null': 'teks, daftar, atau null',
    string: 'teks',
    number: 'angka',
    boolean: 'true/false',
    object: 'objek',
    array: 'daftar',
    ' (chat_template_security_recommendation is true)': ' (chat_template_security_recommendation bernilai true)',
    ' (add the security sentence only with chat_template_security_recommendation: true)':
      ' (tambahkan kalimat keamanan hanya jika chat_template_security_recommendation: true)',
    'the bundled example catalog': 'katalog contoh bawaan',
    "the bundled example catalog (its ids are examples: `templint catalog pull` fetches your account's)":
      'katalog contoh bawaan (id-nya hanya contoh: `templint catalog pull` mengambil id akun Anda)',
    'the catalog given': 'katalog yang diberikan',
  },
};
