// The event file `fanfare events import` reads (YAML or JSON): an event's terms, its ticket types, and
// optionally its seat map (CSV text, a CSV file next to it, or areas → rows → seats), whether to publish it
// and whether to open the sale at once. Checked here first so that a typo is reported before anything is
// created; the server checks everything again.
//
// A new event is a draft fans do not see (issue 34) unless the file says `publish: true`. `openSale: true`
// publishes as well: a draft's sale cannot open, and every file written before drafts existed meant the
// event to be on sale (so public) when it said so. `publish: false` with `openSale: true` is refused.
//
//   event:
//     slug: spring-gala-2027
//     title: Spring Gala
//     about: An evening of music.
//     venue: AsiaWorld-Arena
//     city: Hong Kong
//     timeZone: Asia/Hong_Kong
//     startsAt: 2027-04-01T20:00:00+08:00
//     saleStartsAt: 2027-02-01T10:00:00+08:00
//   ticketTypes:
//     - { name: Stalls, area: A, priceAmount: 88000, capacity: 100 }
//   seatMap:
//     csv: seats.csv          # or inline CSV text, or areas: [{ area: A, rows: [{ row: "1", seats: [1, 2, 3] }] }]
//   publish: true             # fans see it (without it: a draft; `events publish <id>` later)
//   openSale: true            # implies publish; the sale opens at saleStartsAt as announced (now if that has passed)
import { z } from "zod";

const dateTime = z.union([z.string(), z.date()]).transform((v, ctx) => {
  const d = v instanceof Date ? v : new Date(v);
  if (Number.isNaN(d.getTime())) {
    ctx.addIssue({ code: "custom", message: "not a date and time" });
    return z.NEVER;
  }
  return d.toISOString();
});

const language = z.object({ lang: z.enum(["en", "vi", "zh", "zh_tw", "th", "ms"]), text: z.string() });

export const eventFileSchema = z.object({
  event: z
    .object({
      slug: z.string().min(3),
      title: z.string().min(1),
      subtitle: z.string().optional(),
      about: z.string().min(1),
      aboutByLanguage: z.array(language).optional(),
      venue: z.string().min(1),
      city: z.string().min(1),
      address: z.string().optional(),
      timeZone: z.string().optional(),
      currency: z.enum(["HKD", "MOP"]).optional(),
      startsAt: dateTime,
      endsAt: dateTime.optional(),
      doorsOpenAt: dateTime.optional(),
      saleStartsAt: dateTime,
      saleEndsAt: dateTime.optional(),
      isHot: z.boolean().optional(),
      maxTicketsPerAccount: z.number().int().optional(),
      transferLockHours: z.number().int().optional(),
      requiresIdentity: z.boolean().optional(),
      desktopOnly: z.boolean().optional(),
      singlePaymentAttempt: z.boolean().optional(),
    })
    .strict(),
  ticketTypes: z
    .array(
      z
        .object({
          name: z.string().min(1),
          area: z.string().min(1),
          description: z.string().optional(),
          priceAmount: z.number().int().nonnegative(),
          currency: z.enum(["HKD", "MOP"]).optional(),
          capacity: z.number().int().nonnegative(),
        })
        .strict(),
    )
    .default([]),
  seatMap: z
    .union([
      z.object({ csv: z.string() }).strict(),
      z.object({ areas: z.array(z.object({ area: z.string(), ticketTypeArea: z.string().optional(), rows: z.array(z.object({ row: z.coerce.string(), seats: z.array(z.number().int()) })) })) }).strict(),
    ])
    .optional(),
  publish: z.boolean().optional(),
  openSale: z.boolean().optional(),
}).refine((f) => !(f.openSale && f.publish === false), { message: "openSale: true needs a published event: remove publish: false", path: ["publish"] });

/** Whether an import publishes its event: when the file says so, or opens the sale (which a draft cannot). */
export function importPublishes(f: EventFile): boolean {
  return f.publish === true || f.openSale === true;
}

export type EventFile = z.infer<typeof eventFileSchema>;
