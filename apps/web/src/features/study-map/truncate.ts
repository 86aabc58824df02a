// Name truncation of the study map (SPEC §9): first `max` characters and an ellipsis; the full name goes in
// the element's title.
export function truncate(name: string, max: number): string {
  const chars = Array.from(name);
  return chars.length <= max ? name : `${chars.slice(0, max).join('')}...`;
}
