import type { PreviewLabels } from '../html/labels.js';

/** The preview's words in Indonesian. */
export const id: PreviewLabels = {
  code: 'id',
  media: { image: 'Gambar', video: 'Video', document: 'Dokumen' },
  unknownHeader: 'Header',
  seeAllOptions: 'Lihat semua opsi',
  unnamedTemplate: 'Template tanpa nama',
  missingButton: {
    quick_reply: 'Teks tombol belum diisi',
    website: 'Teks tombol belum diisi',
    phone: 'Teks tombol belum diisi',
    copy_code: 'Salin kode',
    offer_code: 'Salin kode penawaran',
    flow: 'Teks tombol belum diisi',
    catalog: 'Lihat katalog',
    open_form: 'Teks tombol belum diisi',
    list: 'Teks tombol daftar belum diisi',
    other: 'Teks tombol belum diisi',
  },
  codeExpiration: 'Kode ini kedaluwarsa dalam {{minutes}} menit.',
  missingSample: 'Tidak ada contoh untuk {{variable}}',
  severity: { error: 'Kesalahan', warning: 'Peringatan' },
};
