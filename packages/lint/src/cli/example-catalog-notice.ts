// The line a run prints once when a file is checked against the bundled example catalog, in each shipped
// language (a total table: a new locale does not compile without it). The README's section keeps its name.
import type { LocaleCode } from '@templint/core/locales';
import { tableLanguage } from '../locale-table.js';

const PULL = '`templint catalog pull --base-url <url> --out templint.catalog.json`';

const NOTICE = {
  en: `templint: checking ids against the bundled example catalog, whose ids are not your account's. Pull yours with ${PULL} and name it in templint.config.json ("catalog"): see the README, "On your account".\n`,
  'pt-BR': `templint: verificando os ids com o catálogo de exemplo incluído, cujos ids não são os da sua conta. Baixe o seu com ${PULL} e indique-o em templint.config.json ("catalog"): veja o README, "On your account".\n`,
  es: `templint: se comprueban los ids con el catálogo de ejemplo incluido, cuyos ids no son los de tu cuenta. Descarga el tuyo con ${PULL} e indícalo en templint.config.json ("catalog"): consulta el README, "On your account".\n`,
  hi: `templint: id की जाँच साथ आए उदाहरण कैटलॉग से हो रही है, जिसके id आपके खाते के नहीं हैं। अपना कैटलॉग ${PULL} से लाएँ और templint.config.json ("catalog") में उसका नाम दें: README का "On your account" भाग देखें।\n`,
  id: `templint: memeriksa id dengan katalog contoh bawaan, yang id-nya bukan milik akun Anda. Ambil katalog Anda dengan ${PULL} lalu sebutkan di templint.config.json ("catalog"): lihat README, bagian "On your account".\n`,
} as const satisfies Record<LocaleCode, string>;

const NAME_IT = '`--stdin-filename templates/welcome.json`';

/**
 * The notice for standard input without `--stdin-filename` where the config names a catalog in an object
 * with "files": as in ESLint, such objects apply to a named file only, so "name it in the config" was wrong.
 */
const UNNAMED_INPUT_NOTICE = {
  en: `templint: standard input has no file name, so the objects of templint.config.json with "files" (one names a "catalog") do not apply to it, as in ESLint, and its ids are checked against the bundled example catalog. Name it with --stdin-filename (${NAME_IT}).\n`,
  'pt-BR': `templint: a entrada padrão não tem nome de arquivo, então os objetos de templint.config.json com "files" (um deles indica um "catalog") não se aplicam a ela, como no ESLint, e os ids dela são verificados com o catálogo de exemplo incluído. Dê um nome a ela com --stdin-filename (${NAME_IT}).\n`,
  es: `templint: la entrada estándar no tiene nombre de archivo, así que los objetos de templint.config.json con "files" (uno indica un "catalog") no se le aplican, como en ESLint, y sus ids se comprueban con el catálogo de ejemplo incluido. Dale un nombre con --stdin-filename (${NAME_IT}).\n`,
  hi: `templint: मानक इनपुट का कोई फ़ाइल नाम नहीं है, इसलिए templint.config.json के "files" वाले ऑब्जेक्ट (जिनमें से एक "catalog" बताता है) उस पर लागू नहीं होते, जैसे ESLint में, और उसके id की जाँच साथ आए उदाहरण कैटलॉग से हो रही है। --stdin-filename से उसे नाम दें (${NAME_IT})।\n`,
  id: `templint: masukan standar tidak punya nama berkas, jadi objek templint.config.json yang memiliki "files" (salah satunya menyebut "catalog") tidak berlaku untuknya, seperti di ESLint, dan id-nya diperiksa dengan katalog contoh bawaan. Beri nama dengan --stdin-filename (${NAME_IT}).\n`,
} as const satisfies Record<LocaleCode, string>;

/** Why a run checks ids against the example catalog: no catalog set, or unnamed standard input that a scoped one misses. */
export type ExampleCatalogReason = 'no catalog' | 'unnamed input';

/** The notice in the language `code` names (English for a code templint does not ship). */
export function exampleCatalogNotice(code: string, reason: ExampleCatalogReason = 'no catalog'): string {
  const table = reason === 'unnamed input' ? UNNAMED_INPUT_NOTICE : NOTICE;
  return table[tableLanguage(table, code)];
}
