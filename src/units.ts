// Cuts of a string by UTF-16 units that never split a surrogate pair: half a pair is not valid
// Unicode, and model APIs refuse a request that holds one.

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
export const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/** The first `units` UTF-16 units of `text` (one fewer rather than half a pair). */
export function headUnits(text: string, units: number): string {
  if (text.length <= units) return text;
  const end = units > 0 && isHighSurrogate(text.charCodeAt(units - 1)) ? units - 1 : units;
  return text.slice(0, end);
}

/** The last `units` UTF-16 units of `text`, never starting inside a surrogate pair. */
export function tailUnits(text: string, units: number): string {
  let start = text.length - units;
  if (start <= 0) return text;
  if (isLowSurrogate(text.charCodeAt(start))) start++;
  return text.slice(start);
}
