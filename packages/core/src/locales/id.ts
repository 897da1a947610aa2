import { defineLocale } from '../locale/define-locale.js';
import type { Locale } from '../locale/locale.js';

/** Diagnostics in Indonesian. */
export const id: Locale = defineLocale({
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
    'authentication-sample-format': {
      tooLong:
        'Contoh untuk variabel `{{variable}}` di bagian {{place}} berisi {{count}} karakter; peninjau persetujuan membatasi parameter template autentikasi hingga {{limit}} karakter. Persingkat menjadi kode seperti 123456.',
      url: 'Contoh untuk variabel `{{variable}}` di bagian {{place}} berisi URL; peninjau persetujuan tidak menerima URL di template autentikasi. Gunakan kodenya saja, misalnya 123456.',
      emoji: 'Contoh untuk variabel `{{variable}}` di bagian {{place}} berisi emoji; peninjau persetujuan tidak menerima emoji di template autentikasi. Gunakan kodenya saja, misalnya 123456.',
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
    'body-unclear': {
      bareGreeting:
        'Bagian {{place}} pada template utilitas ini hanya berisi salam; peninjau persetujuan menganggap "template yang isinya tidak jelas" (contohnya: satu variabel saja, atau "Selamat!") sebagai pemasaran. Jelaskan pesan ini tentang apa (pesanan, janji temu, atau akun).',
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
    'button-desktop-support': {
      tooMany:
        'Template memiliki {{count}} tombol; WhatsApp desktop tidak dapat menampilkan template dengan lebih dari {{max}} tombol. Gunakan paling banyak {{max}} tombol jika penerima Anda membaca pesan di desktop.',
      mixed:
        'Template mencampur tombol balas cepat dengan tombol lain; WhatsApp desktop tidak dapat menampilkan template seperti ini. Gunakan satu jenis tombol saja jika penerima Anda membaca pesan di desktop.',
    },
    'button-field-required': {
      empty: '"{{field}}" pada tombol "{{button}}" ini kosong; peninjau persetujuan menolak tombol tanpanya. Isi kolom itu.',
      missing: 'Tombol "{{button}}" ini tidak memiliki kolom "{{field}}"; peninjau persetujuan menolak tombol tanpanya. Tambahkan kolom itu beserta nilainya.',
    },
    'button-field-max-length': {
      tooLong: '"{{field}}" pada tombol "{{button}}" ini berisi {{count}} karakter (setiap variabel dihitung 1); batasnya {{limit}}. Persingkat sebanyak {{excess}} karakter.',
      rowTitleTooLong: 'Judul baris daftar ini berisi {{count}} karakter (setiap variabel dihitung 1); batasnya {{limit}}. Persingkat sebanyak {{excess}} karakter.',
      rowDescriptionTooLong: 'Deskripsi baris daftar ini berisi {{count}} karakter (setiap variabel dihitung 1); batasnya {{limit}}. Persingkat sebanyak {{excess}} karakter.',
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
    'carousel-footer': {
      footer:
        'Ada footer di {{where}}; bagi peninjau persetujuan, template carousel tidak memiliki footer, baik di bawah teks pesan maupun di kartu. Hapus `chat_template_footer` atau pindahkan kata-katanya ke teks.',
    },
    'carousel-template-type': {
      notCarouselType: 'Template memiliki `chat_template_carousel`, jadi `chat_template_type_id` harus id jenis carousel dari daftar jenis template.',
      missingCarousel: 'Jenis template adalah carousel, tetapi tidak ada `chat_template_carousel`; tambahkan dengan {{min}} sampai {{max}} kartu.',
    },
    'carousel-text-required': {
      missing: 'Carousel tidak memiliki `chat_template_carousel_header`, yaitu teks pesan di atas kartu; peninjau persetujuan mewajibkan isi pesan untuk carousel. Tambahkan teksnya.',
      empty: 'Teks pesan di atas kartu carousel kosong; peninjau persetujuan mewajibkan isi pesan untuk carousel. Tulis teksnya.',
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
      missingText: 'Tombol salin kode ini tidak punya teks; isi teks tombolnya dengan "Copy Code" atau "Copy code".',
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
      noText: 'Header teks ini tidak memiliki teks. Tulis teksnya, atau hapus header.',
    },
    'header-footer-plain-text': {
      newline: 'Bagian {{place}} berisi baris baru; peninjau persetujuan hanya menerima header atau footer dalam satu baris. Hapus baris barunya.',
      emoji: 'Bagian {{place}} berisi emoji {{emoji}}; peninjau persetujuan tidak menerima emoji di header atau footer. Hapus atau pindahkan ke isi.',
      formatting: 'Bagian {{place}} memakai format `{{marker}}`; peninjau persetujuan meminta agar karakter Markdown (*tebal*, _miring_, ~coret~) tidak digunakan di header teks. Hapus `{{marker}}`.',
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
      tooLong: 'Isi berisi {{count}} karakter (setiap variabel dihitung 1); isi interaktif {{style}} mengizinkan {{limit}}. Persingkat sebanyak {{excess}} karakter.',
    },
    'interactive-cta-url-button': {
      missing: 'Template interaktif CTA URL memerlukan tepat satu tombol situs web; tambahkan satu dengan teks tampilan dan URL.',
      extra: 'Template interaktif CTA URL hanya memiliki satu tombol; hapus tombol "{{button}}" ini.',
      missingText: 'Tombol CTA URL ini tidak memiliki teks tampilan; isi teksnya (paling banyak {{limit}} karakter).',
      missingUrl: 'Tombol CTA URL ini tidak memiliki URL; isi URL situs webnya.',
      notWebUrl: 'URL tombol CTA URL ini bukan alamat web; browser penerima membukanya, jadi tulis lengkap, diawali https:// atau http://.',
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
      noTitle: 'Baris daftar ini tidak memiliki judul; tulis teks yang dipilih penerima.',
    },
    'interactive-reply-buttons': {
      count: 'Template interaktif tombol balasan memiliki {{min}} sampai {{max}} tombol balasan; template ini memiliki {{count}}.',
      otherButton: 'Template interaktif tombol balasan hanya memiliki tombol balas cepat; hapus tombol "{{button}}" ini.',
      noTitle: 'Tombol balasan ini tidak memiliki judul; tulis teks yang diketuk penerima.',
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
    'language-script': {
      noLetterOfScript:
        'Template dinyatakan berbahasa {{language}} ({{code}}), yang ditulis dengan aksara {{script}}, tetapi bagian {{place}} tidak memiliki satu pun huruf aksara {{script}}; peninjau persetujuan menolak template yang bahasanya tidak sesuai dengan isinya (TAG_CONTENT_MISMATCH). Pilih bahasa yang sesuai dengan teksnya, atau tulis teksnya dalam bahasa {{language}}.',
    },
    'named-parameter-flag': {
      namedWithoutFlag: 'Template memakai variabel bernama `{{variable}}`, jadi `flag_named_parameter` harus true.',
      numberedWithFlag: '`flag_named_parameter` bernilai true, tetapi template memakai variabel bernomor `{{variable}}`; template bernama tidak boleh memakai variabel bernomor.',
    },
    'offer-code-length': {
      overShort:
        'Panjang {{what}} adalah {{count}} karakter; spesifikasi dan halaman template kupon dari peninjau persetujuan mengizinkan {{limit}}, tetapi halamannya tentang komponen template dan penawaran waktu terbatas menyebut paling banyak {{short}}. Persingkat menjadi {{short}} karakter agar memenuhi keduanya.',
    },
    'otp-outside-authentication': {
      oneTimePasscode:
        'Bagian {{place}} menyebut kata sandi sekali pakai ("{{phrase}}"); menurut peninjau persetujuan, "hanya template autentikasi yang dapat digunakan untuk mengirim kata sandi sekali pakai untuk verifikasi identitas", dan template lain ditolak. Gunakan template autentikasi untuk kode, atau ubah kata-katanya.',
    },
    'phone-button-leading-zero': {
      strippedZero:
        'Nomor telepon "{{number}}" memiliki angka 0 tepat setelah kode negara {{countryCode}}; peninjau persetujuan menghapus angka nol itu, sehingga tombol akan menelepon {{dialled}}. Jika nomor tidak berfungsi tanpa 0, gunakan nomor lain, atau cantumkan nomornya di teks isi.',
    },
    'phone-button-number-format': {
      notDigits:
        'Nomor telepon "{{number}}" bukan hanya angka dengan tanda + opsional di depan; peninjau persetujuan menolaknya sebagai nomor telepon yang tidak valid. Tulis sebagai +<kode negara><nomor>, misalnya +15550100.',
      noCountryCode:
        'Nomor telepon "{{number}}" diawali 0, jadi tidak memiliki kode negara (tidak ada yang diawali 0); peninjau persetujuan menolaknya sebagai nomor telepon yang tidak valid. Tulis sebagai +<kode negara><nomor> tanpa 0 lokal, misalnya +6281234567890 untuk 081234567890.',
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
    'template-content-duplicate': {
      duplicate:
        'Isi dan footer memiliki teks yang sama dengan template lain di integrasi `{{integration}}`: {{other}}. Peninjau persetujuan menolak template yang mengulang isi dan footer template yang sudah ada. Ubah teksnya, atau gunakan template tersebut.',
    },
    'template-name-deleted': {
      deleted:
        'Nama template `{{name}}` sebelumnya dipakai oleh template yang baru saja dihapus di integrasi `{{integration}}`; peninjau persetujuan tidak menerima kembali nama template yang sudah dihapus selama 30 hari. Pilih nama lain.',
      deletedNoIntegration:
        'Nama template `{{name}}` sebelumnya dipakai oleh template yang baru saja dihapus; peninjau persetujuan tidak menerima kembali nama template yang sudah dihapus selama 30 hari. Pilih nama lain.',
      rename: 'Ganti namanya menjadi `{{name}}`, nama yang tidak dipakai template mana pun.',
    },
    'template-name-derived': {
      derived:
        'Template tidak memiliki `chat_template_name` (tidak dikirim atau kosong), jadi nama akan dibuat dari nama tampilan "{{displayName}}": `{{name}}`. Tetapkan sendiri agar namanya pasti.',
    },
    'template-name-duplicate': {
      sameLanguage:
        'Nama template `{{name}}` sudah dipakai dalam bahasa yang sama oleh template lain di integrasi `{{integration}}`: {{other}}. Layanan menolak nama yang tidak unik (peninjau persetujuan juga: error 2388024). Pilih nama lain.',
      otherLanguage:
        'Nama template `{{name}}` sudah dipakai dalam bahasa lain oleh template lain di integrasi `{{integration}}`: {{other}}. Layanan menolak nama yang tidak unik dalam satu integrasi. Pilih nama lain.',
      rename: 'Ganti namanya menjadi `{{name}}`, nama yang tidak dipakai template mana pun.',
    },
    'template-name-format': {
      invalid: 'Nama template memiliki "{{character}}" di posisi {{position}}; gunakan hanya huruf kecil a-z, angka 0-9, dan garis bawah, misalnya `{{suggestion}}`.',
      rename: 'Ganti namanya menjadi `{{name}}`.',
    },
    'template-name-max-length': {
      tooLong: 'Nama template berisi {{count}} karakter; batasnya {{limit}}. Persingkat.',
    },
    'template-name-required': {
      missing: 'Template tidak memiliki `chat_template_name`; tambahkan nama teknis dari huruf kecil, angka, dan garis bawah, misalnya `order_update`.',
      underivable:
        'Template tidak memiliki `chat_template_name`, dan nama tampilan "{{displayName}}" tidak memiliki huruf Latin atau angka untuk membuatnya; tambahkan nama teknis seperti `order_update`.',
    },
    'template-name-unique': {
      taken: 'Nama template `{{name}}` sudah dipakai di integrasi ini; pilih nama lain.',
      derivedTaken: 'Nama yang dibuat dari nama tampilan, `{{name}}`, sudah dipakai di integrasi ini; tetapkan `chat_template_name` lain.',
    },
    'unknown-field': {
      typo: '`{{field}}` bukan kolom di sini; maksud Anda `{{suggestion}}`?',
      unknown: '`{{field}}` bukan kolom yang didefinisikan spesifikasi di sini; platform mengabaikan atau menolaknya. Hapus kolom ini.',
    },
    'utility-promotional-wording': {
      promotional:
        'Bagian {{place}} pada template utilitas ini berisi kata-kata promosi ("{{phrase}}"); pesan utilitas "tidak boleh mempromosikan, merekomendasikan, melakukan upsell atau cross-sell produk, maupun menyertakan penawaran", dan sejak April 2025 peninjau persetujuan menyetujui template seperti ini sebagai MARKETING (ditagih sebagai pemasaran). Hapus penawarannya, atau pilih kategori pemasaran.',
    },
    'variable-adjacent': {
      touching:
        'Variabel `{{first}}` dan `{{second}}` di bagian {{place}} menempel tanpa apa pun di antaranya; peninjau persetujuan menolak parameter yang diletakkan berdampingan tanpa teks atau tanda baca di antaranya. Tambahkan beberapa kata (atau setidaknya tanda baca) di antaranya.',
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
      invalid: 'Variabel `{{variable}}` di bagian {{place}} memakai karakter selain huruf kecil a-z, angka 0-9, dan garis bawah; tulis sebagai `{{suggestion}}`.',
    },
    'variable-name-max-length': {
      tooLong: 'Nama variabel `{{name}}` di bagian {{place}} berisi {{length}} karakter; peninjau persetujuan menerima paling banyak {{max}}. Persingkat namanya di sini dan di baris variabelnya.',
    },
    'variable-row-missing': {
      noRows: 'Bagian {{place}} memakai {{count}} variabel tetapi tidak memiliki daftar `{{rowsKey}}`; tambahkan satu baris per variabel dengan kunci dan contoh.',
      noRow: 'Variabel `{{variable}}` di bagian {{place}} tidak memiliki baris di `{{rowsKey}}`; tambahkan baris dengan kunci `{{key}}` dan nilai contoh.',
      addRows: 'Tambahkan {{count}} baris variabel; isi setiap nilai contoh.',
      addRow: 'Tambahkan baris untuk `{{variable}}`; isi nilai contohnya.',
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
    'variable-sample-whitespace': {
      refused:
        'Contoh untuk variabel `{{variable}}` di bagian {{place}} berisi {{found}}; API menolak mengirim parameter yang berisi baris baru, tab, atau lebih dari {{max}} spasi berturut-turut (error 132018), dan pembuatan template dengan contoh seperti ini pernah gagal. Tulis dalam satu baris: "{{normalised}}".',
    },
    'variable-sequence': {
      notFromOne: 'Bagian {{place}} menomori variabelnya mulai dari `{{variable}}`; peninjau persetujuan mengharapkan mulai dari {{first}}. Nomori ulang mulai dari {{first}} tanpa lompatan.',
      gap: 'Bagian {{place}} memakai `{{variable}}` tetapi tidak memakai `{{missing}}`; peninjau persetujuan menolak variabel bernomor yang melompati nomor. Nomori ulang mulai dari {{first}} tanpa lompatan.',
    },
    'website-url-format': {
      otherScheme: 'URL situs web ini adalah tautan "{{scheme}}:"; tombol situs web membuka halaman web, jadi peninjau persetujuan hanya menerima alamat http:// dan https://.',
      noScheme: 'URL situs web ini tidak diawali https:// atau http://; peninjau persetujuan hanya menerima alamat web lengkap. Tambahkan https:// di depannya.',
      invalid: 'URL situs web ini bukan alamat web yang valid (perlu nama host dan tanpa spasi); peninjau persetujuan menolaknya. Periksa salah ketik.',
      addScheme: 'Tambahkan https:// di depannya.',
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
    'sample offer code': 'contoh kode penawaran',
    'a line break': 'baris baru',
    'a tab': 'tab',
    '# spaces in a row': '# spasi berturut-turut',
    Latin: 'Latin',
    Devanagari: 'Dewanagari',
    Arabic: 'Arab',
    'the request at index #': 'permintaan pada indeks #',
    'the request at index # (`*`)': 'permintaan pada indeks # (`*`)',
    "the account's template": 'sebuah template di akun',
    "the account's template (id #)": 'sebuah template di akun (id #)',
    "the account's template `*`": 'template `*` di akun',
    "the account's template `*` (id #)": 'template `*` di akun (id #)',
    'line #': 'template di baris #',
    '`*` at line #': '`*` di baris #',
    '`*` at @': '`*` di @',
    '`*` or `*`': '`*` atau `*`',
  },
});
