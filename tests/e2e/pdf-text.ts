// The text of each page of a PDF the browser printed (pdfjs-dist's legacy build runs in Node), so a
// test can say on which page each piece of a document landed.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** Each page's text items, in order: one string per run of text as the PDF draws it. */
export async function pagesOf(pdf: Buffer): Promise<string[][]> {
  const document = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false }).promise;
  const pages: string[][] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(
      content.items.map((item) => ('str' in item ? item.str.trim() : '')).filter((text) => text !== ''),
    );
  }
  await document.destroy();
  return pages;
}
