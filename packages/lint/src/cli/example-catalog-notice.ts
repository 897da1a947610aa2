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

/** The notice in the language `code` names (English for a code templint does not ship). */
export function exampleCatalogNotice(code: string): string {
  return NOTICE[tableLanguage(NOTICE, code)];
}
