/**
 * Whether a ticket type's name already reads as the area label shown beside it: "Area B" (or "VIP
 * Area A") next to "Area B" would repeat it ("Area B · Area B"), so the label is left out.
 */
export function nameRepeatsLabel(typeName: string | null | undefined, label: string): boolean {
  if (!typeName) return false;
  const words = (text: string) => text.toLocaleLowerCase().split(/[\s·,/()-]+/).filter(Boolean).join(" ");
  return ` ${words(typeName)} `.includes(` ${words(label)} `);
}
