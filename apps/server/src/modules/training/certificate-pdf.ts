// A certificate as a one-page PDF, written by hand (no PDF library in the stack): the text in the standard
// CJK font STSong-Light (UCS-2 encoded, so Chinese and Latin both render without embedding a font), and the
// verification QR code drawn as filled squares from the `qrcode` module matrix.
import QRCode from 'qrcode';

export type CertificatePdfInput = {
  title: string;
  holderName: string;
  issuer: string;
  body: string;
  code: string;
  issuedOn: string;
  validUntil: string;
  verifyUrl: string;
};

function hexText(text: string): string {
  let hex = '';
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 63;
    hex += (code > 0xffff ? 0x3f : code).toString(16).padStart(4, '0');
  }
  return `<${hex}>`;
}

function textLine(x: number, y: number, size: number, text: string): string {
  return `BT /F1 ${size} Tf ${x} ${y} Td ${hexText(text)} Tj ET\n`;
}

function qrSquares(url: string, x: number, y: number, size: number): string {
  const qr = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const n = qr.modules.size;
  const cell = size / n;
  let out = '0 0 0 rg\n';
  for (let row = 0; row < n; row += 1)
    for (let column = 0; column < n; column += 1)
      if (qr.modules.get(row, column))
        out += `${(x + column * cell).toFixed(2)} ${(y + size - (row + 1) * cell).toFixed(2)} ${cell.toFixed(2)} ${cell.toFixed(2)} re f\n`;
  return out;
}

export function certificatePdf(input: CertificatePdfInput): Buffer {
  const width = 842;
  const height = 595;
  let content = '0.95 0.93 0.86 rg 20 20 802 555 re f\n0.6 0.45 0.1 RG 4 w 30 30 782 535 re S\n0 0 0 rg\n';
  content += textLine(300, 500, 36, input.title);
  content += textLine(100, 420, 24, input.holderName);
  let y = 380;
  for (const line of input.body.split('\n')) {
    content += textLine(100, y, 14, line);
    y -= 22;
  }
  content += textLine(100, 140, 14, input.issuer);
  content += textLine(100, 115, 12, input.issuedOn);
  content += textLine(100, 95, 12, input.validUntil);
  content += textLine(100, 70, 10, `${input.code}  ${input.verifyUrl}`);
  content += qrSquares(input.verifyUrl, 660, 60, 120);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${width} ${height}] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>`,
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}endstream`,
    '<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniGB-UCS2-H /DescendantFonts [6 0 R] >>',
    '<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light /CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 2 >> /FontDescriptor 7 0 R >>',
    '<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [-25 -254 1000 880] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
