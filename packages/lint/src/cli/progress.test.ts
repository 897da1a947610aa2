import { describe, expect, test } from 'vitest';
import { createProgress } from './progress.js';

function stream(isTTY: boolean): { written: string[]; write(text: string): void; isTTY: boolean } {
  const written: string[] = [];
  return { written, write: (text) => written.push(text), isTTY };
}

describe('progress on stderr', () => {
  test('says nothing on a run shorter than a second', () => {
    let time = 0;
    const stderr = stream(true);
    const progress = createProgress(stderr, {}, undefined, () => time);
    time = 900;
    progress.tick(500);
    progress.clear();
    expect(stderr.written).toEqual([]);
  });

  test('shows the count on a terminal once the run is long, at most every 100 ms, and clears it', () => {
    let time = 0;
    const stderr = stream(true);
    const progress = createProgress(stderr, {}, undefined, () => time);
    time = 1_200;
    progress.tick(2_000);
    time = 1_250;
    progress.tick(2_100);
    time = 1_350;
    progress.tick(2_400);
    progress.clear();
    expect(stderr.written).toEqual(['\r\u001b[2Ktemplint: linted 2000 files…', '\r\u001b[2Ktemplint: linted 2400 files…', '\r\u001b[2K']);
  });

  test.each([
    ['stderr is not a terminal', false, {}],
    ['the terminal’s TERM is dumb, which takes no escapes', true, { TERM: 'dumb' }],
  ])('never writes when %s', (_case, isTTY, env) => {
    let time = 0;
    const stderr = stream(isTTY);
    const progress = createProgress(stderr, env, undefined, () => time);
    time = 60_000;
    progress.tick(10_000);
    progress.clear();
    expect(stderr.written).toEqual([]);
  });

  test('keeps the line within a narrow terminal\'s one row, so clearing it leaves nothing behind', () => {
    let time = 0;
    const stderr = { ...stream(true), columns: 20 };
    const progress = createProgress(stderr, {}, undefined, () => time);
    time = 1_200;
    progress.tick(2_000);
    expect(stderr.written).toEqual(['\r\u001b[2Ktemplint: linted 20']);
  });

  test.each([
    ['pt-BR', 'templint: 2000 arquivos verificados…', 'templint: 1 arquivo verificado…'],
    ['es', 'templint: 2000 archivos revisados…', 'templint: 1 archivo revisado…'],
    ['hi', 'templint: 2000 फ़ाइलें जाँची गईं…', 'templint: 1 फ़ाइल जाँची गई…'],
    ['id', 'templint: 2000 berkas diperiksa…', 'templint: 1 berkas diperiksa…'],
    ['en', 'templint: linted 2000 files…', 'templint: linted 1 file…'],
  ])('says it in the run\'s language (%s), one file and many', (code, many, one) => {
    let time = 0;
    const stderr = stream(true);
    const progress = createProgress(stderr, {}, code, () => time);
    time = 1_200;
    progress.tick(2_000);
    time = 1_400;
    progress.tick(1);
    expect(stderr.written).toEqual([`\r\u001b[2K${many}`, `\r\u001b[2K${one}`]);
  });
});
