// Chinese numerals for batch numbers and answer-card sections (一, 二, … 十, 十一, … 九十九), and the
// numeral a language shows them in.
const DIGITS = ['零', '一', '二', '三', '四', '五', '六', '七', '八', '九'];

export function chineseNumeral(value: number): string {
  if (!Number.isInteger(value) || value < 0 || value > 99) return String(value);
  if (value < 10) return DIGITS[value]!;
  const tens = Math.floor(value / 10);
  const ones = value % 10;
  return `${tens === 1 ? '' : DIGITS[tens]}十${ones === 0 ? '' : DIGITS[ones]}`;
}

/** Batch and section numbers by language: Chinese numerals in Chinese, digits elsewhere ('Batch 1'). */
export function sequenceNumeral(value: number, lang: string): string {
  return lang.startsWith('zh') ? chineseNumeral(value) : String(value);
}
