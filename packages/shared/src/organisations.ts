// An organisation's slug and name: the server refuses what breaks these (organisations.rules.ts), and the
// console's form says it early, in the operator's language.

/** An organisation's slug: 3 to 80 lower-case letters, digits and hyphens, starting and ending with a letter or digit. */
export const ORGANISATION_SLUG = /^[a-z0-9][a-z0-9-]{1,78}[a-z0-9]$/;
export const ORGANISATION_NAME_MAX = 120;

/** Which of a new organisation's slug and name are malformed (the name counted without its outer spaces). */
export function organisationFieldProblems(input: { slug: string; name: string }): ("slug" | "name")[] {
  const name = input.name.trim();
  return [!ORGANISATION_SLUG.test(input.slug) && ("slug" as const), (!name || name.length > ORGANISATION_NAME_MAX) && ("name" as const)].filter((f) => f !== false);
}
