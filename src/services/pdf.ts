import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type PDFDocumentClass from 'pdfkit';

/**
 * What the PDFs the service writes (receipts, owner statements) share: A4
 * pages, the DejaVu fonts, and a layout that flows down the page and starts a
 * new one when the next piece would not fit.
 */

const require = createRequire(import.meta.url);

/**
 * DejaVu Sans, embedded (subset) in every PDF: names and addresses are
 * whatever people typed, and the PDF standard fonts only know Latin-1;
 * DejaVu also has the letters of Cameroon's languages (ɛ, ɔ, ŋ) and more.
 * Read on first use.
 */
let fonts: { regular: Buffer; bold: Buffer } | undefined;
const fontsOnce = () =>
  (fonts ??= {
    regular: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  });

export const MARGIN = 50;
export const GREY = '#555555';
export const RULE = '#bbbbbb';
export const SHADE = '#eeeeee';

/**
 * pdfkit, loaded with the first PDF: about 27 MB of resident memory a process that writes none (most of the time,
 * most processes) would hold from its start (test/production-build.test.ts keeps the idle process under 150 MB).
 */
let pdfkit: Promise<typeof PDFDocumentClass> | undefined;

/** An A4 document with the fonts registered as `regular` and `bold`, and the file it becomes once ended. */
export async function newPdf(language: string, info: PDFKit.DocumentInfo): Promise<{ document: PDFKit.PDFDocument; done: Promise<Buffer> }> {
  const PDFDocument = await (pdfkit ??= import('pdfkit').then((module) => module.default));
  const { regular, bold } = fontsOnce();
  const document = new PDFDocument({ size: 'A4', margin: MARGIN, font: regular as unknown as string, lang: language, info });
  document.registerFont('regular', regular);
  document.registerFont('bold', bold);
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
  });
  return { document, done };
}

/** Room for the longest amount, `9 007 199 254 740 991 XAF` (2^53 - 1), on one line in bold at 11 points. */
export const AMOUNT_WIDTH = 190;

export interface Column {
  title: string;
  width: number;
  align: 'left' | 'right';
}

/** Where the next piece goes (`y`), and the pieces of a page: rules, headings, label-value fields, table rows. */
export class PdfLayout {
  readonly left = MARGIN;
  readonly width: number;
  y = MARGIN;

  constructor(readonly document: PDFKit.PDFDocument) {
    this.width = document.page.width - 2 * MARGIN;
  }

  /** Starts a new page when `height` more points would not fit; says whether it did. */
  room(height: number): boolean {
    if (this.y + height <= this.document.page.height - MARGIN) return false;
    this.document.addPage();
    this.y = MARGIN;
    return true;
  }

  rule(): void {
    this.document.moveTo(this.left, this.y).lineTo(this.left + this.width, this.y).lineWidth(0.5).strokeColor(RULE).stroke();
    this.y += 10;
  }

  heading(text: string): void {
    this.room(40);
    this.document.font('bold').fontSize(11).fillColor('black').text(text.toUpperCase(), this.left, this.y, { width: this.width });
    this.y = this.document.y + 4;
  }

  /** A label and its value in two columns, the value wrapping within its own. */
  field(label: string, value: string, x = this.left, columnWidth = this.width, labelWidth = 150): void {
    const { document } = this;
    const valueWidth = columnWidth - labelWidth;
    document.font('regular').fontSize(9.5);
    const height = Math.max(document.heightOfString(label, { width: labelWidth - 8 }), document.heightOfString(value, { width: valueWidth }));
    this.room(height + 3);
    document.fillColor(GREY).text(label, x, this.y, { width: labelWidth - 8 });
    document.fillColor('black').text(value, x + labelWidth, this.y, { width: valueWidth });
    this.y += height + 3;
  }

  /** A label and its amount (already formatted), right-aligned; a total in bold. */
  amount(label: string, formatted: string, strong = false): void {
    const { document } = this;
    this.room(18);
    document.font(strong ? 'bold' : 'regular').fontSize(strong ? 11 : 9.5).fillColor('black');
    document.text(label, this.left, this.y, { width: this.width - AMOUNT_WIDTH });
    document.text(formatted, this.left + this.width - AMOUNT_WIDTH, this.y, { width: AMOUNT_WIDTH, align: 'right' });
    this.y = document.y + 4;
  }

  /** A row of a table; one going on over a page break starts the new page with its column titles again. */
  row(columns: readonly Column[], cells: readonly string[], font: 'regular' | 'bold', shade: boolean, titles = true): void {
    const { document } = this;
    document.font(font).fontSize(9);
    const height = Math.max(...cells.map((cell, index) => document.heightOfString(cell, { width: columns[index]!.width - 8 }))) + 6;
    if (this.room(height) && titles) this.titles(columns);
    document.font(font).fontSize(9);
    if (shade) document.rect(this.left, this.y, this.width, height).fill(SHADE);
    let x = this.left;
    cells.forEach((cell, index) => {
      const column = columns[index]!;
      document.fillColor('black').text(cell, x + 4, this.y + 3, { width: column.width - 8, align: column.align });
      x += column.width;
    });
    this.y += height;
  }

  /** A table's row of column titles. */
  titles(columns: readonly Column[]): void {
    this.row(columns, columns.map((column) => column.title), 'bold', true, false);
  }

  /** A thin line under a table row. */
  underline(): void {
    this.document.moveTo(this.left, this.y).lineTo(this.left + this.width, this.y).lineWidth(0.3).strokeColor(RULE).stroke();
  }
}
