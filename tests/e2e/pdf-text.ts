// The text of a PDF Chromium printed, read without a PDF library: its page count, and the text its
// content streams draw, each glyph decoded through its font's ToUnicode map. Enough for Chromium's
// own output (Flate streams, Type0 fonts named /F{object}, hex glyph strings shown with Tj or TJ);
// not a general PDF reader.
import { inflateSync } from 'node:zlib';

interface PdfObject {
  dict: string;
  stream: string | null;
}

/**
 * Every object, its stream inflated. A stream is read by its /Length, not up to the next
 * "endstream": compressed bytes may end in a carriage return, which a pattern for the end-of-line
 * before "endstream" would take away, and may hold "endobj" itself.
 */
function readObjects(raw: string): Map<string, PdfObject> {
  const objects = new Map<string, PdfObject>();
  const header = /(\d+) 0 obj/g;
  for (let match = header.exec(raw); match; match = header.exec(raw)) {
    const id = match[1] ?? '';
    const start = match.index + match[0].length;
    const end = raw.indexOf('endobj', start);
    if (end === -1) break;
    const streamAt = raw.indexOf('stream', start);
    if (streamAt === -1 || streamAt > end) {
      objects.set(id, { dict: raw.slice(start, end), stream: null });
      continue;
    }
    const dict = raw.slice(start, streamAt);
    const length = Number(/\/Length (\d+)\b(?! \d+ R)/.exec(dict)?.[1]);
    if (!Number.isInteger(length)) throw new Error(`PDF object ${id}: a stream without a direct /Length`);
    const dataAt = streamAt + 'stream'.length + (raw[streamAt + 'stream'.length] === '\r' ? 2 : 1);
    let text: string | null;
    try {
      text = inflateSync(Buffer.from(raw.slice(dataAt, dataAt + length), 'latin1')).toString('latin1');
    } catch {
      text = null;
    }
    objects.set(id, { dict, stream: text });
    header.lastIndex = dataAt + length;
  }
  return objects;
}

/** A ToUnicode CMap: glyph code (hex) → text. */
function readCmap(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  const unicode = (hex: string) => String.fromCodePoint(...(hex.match(/.{4}/g) ?? []).map((h) => parseInt(h, 16)));
  for (const [, block = ''] of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code = '', text = ''] of block.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) map.set(code.toUpperCase(), unicode(text));
  }
  for (const [, block = ''] of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, lo = '', hi = '', text = ''] of block.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
      const start = parseInt(text, 16);
      for (let code = parseInt(lo, 16); code <= parseInt(hi, 16); code++) {
        map.set(code.toString(16).toUpperCase().padStart(lo.length, '0'), String.fromCodePoint(start + code - parseInt(lo, 16)));
      }
    }
  }
  return map;
}

export function pdfText(pdf: Buffer): { pages: number; content: string } {
  const raw = pdf.toString('latin1');
  const objects = readObjects(raw);
  // Resource name → the font's ToUnicode map, from every /Font dictionary (page and forms).
  const fonts = new Map<string, Map<string, string>>();
  for (const { dict } of objects.values()) {
    for (const [, entries = ''] of dict.matchAll(/\/Font\s*<<([^>]*)>>/g)) {
      for (const [, name = '', id = ''] of entries.matchAll(/\/(\w+)\s+(\d+) 0 R/g)) {
        const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(objects.get(id)?.dict ?? '')?.[1];
        const cmap = toUnicode ? objects.get(toUnicode)?.stream : null;
        if (cmap) fonts.set(name, readCmap(cmap));
      }
    }
  }
  const lines: string[] = [];
  for (const { stream } of objects.values()) {
    if (!stream || !/\bBT\b/.test(stream)) continue;
    let font = new Map<string, string>();
    let line = '';
    for (const [token = ''] of stream.matchAll(/\/\w+\s+[\d.]+\s+Tf|<[0-9A-Fa-f]*>|\bET\b/g)) {
      if (token === 'ET') {
        lines.push(line);
        line = '';
      } else if (token.startsWith('/')) {
        font = fonts.get(/\/(\w+)/.exec(token)?.[1] ?? '') ?? new Map<string, string>();
      } else {
        for (const code of token.slice(1, -1).toUpperCase().match(/.{4}/g) ?? []) line += font.get(code) ?? '';
      }
    }
    if (line) lines.push(line);
  }
  return { pages: (raw.match(/\/Type\s*\/Page(?!s)/g) ?? []).length, content: lines.join('\n') };
}
