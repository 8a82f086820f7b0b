// The fan's address book: list, add, edit, delete, choose the default. Shipping merch orders copy the
// chosen address (addressSnapshot) so a later edit does not move a parcel already on its way.
import type { Deps } from "../../deps.ts";
import type { Tx } from "../../db.ts";
import { NotFoundError, ValidationError } from "../../errors.ts";
import { validate } from "../../validate.ts";
import type { Address, Prisma } from "../../generated/prisma/client.ts";
import { lockUserRow } from "../users/index.ts";
import { addressInput, MAX_ADDRESSES, type AddressInput, type ShippingAddress } from "@fanfare/shared/addresses";

type Query = { include?: Prisma.AddressInclude; select?: Prisma.AddressSelect };

export function listAddresses(deps: Deps, userId: string, query: Query = {}) {
  return deps.db.address.findMany({ ...query, where: { userId }, orderBy: [{ isDefault: "desc" }, { id: "asc" }] });
}

/** Adds an address; the first one (or one asked to be) becomes the default. */
export async function addAddress(deps: Deps, userId: string, input: AddressInput): Promise<Address> {
  const data = validate(addressInput, input);
  return deps.db.$transaction(async (tx) => {
    // One writer per fan at a time, so the count and the single default hold under concurrent adds.
    await lockUserRow(tx, userId);
    const count = await tx.address.count({ where: { userId } });
    if (count >= MAX_ADDRESSES) throw new ValidationError("validation.tooManyAddresses", "recipient");
    const isDefault = count === 0 || data.isDefault === true;
    if (isDefault) await tx.address.updateMany({ where: { userId, isDefault: true }, data: { isDefault: false } });
    return tx.address.create({ data: { ...data, userId, isDefault } });
  });
}

export async function updateAddress(deps: Deps, userId: string, id: string, input: AddressInput): Promise<Address> {
  const data = validate(addressInput, input);
  return deps.db.$transaction(async (tx) => {
    await lockUserRow(tx, userId);
    const existing = await tx.address.findFirst({ where: { id, userId } });
    if (!existing) throw new NotFoundError("address");
    // Unticking the default is not a thing: another address becomes default by being chosen.
    const isDefault = existing.isDefault || data.isDefault === true;
    if (isDefault && !existing.isDefault) await tx.address.updateMany({ where: { userId, isDefault: true }, data: { isDefault: false } });
    return tx.address.update({ where: { id }, data: { ...data, isDefault } });
  });
}

export async function setDefaultAddress(deps: Deps, userId: string, id: string): Promise<Address> {
  return deps.db.$transaction(async (tx) => {
    await lockUserRow(tx, userId);
    const existing = await tx.address.findFirst({ where: { id, userId } });
    if (!existing) throw new NotFoundError("address");
    await tx.address.updateMany({ where: { userId, isDefault: true }, data: { isDefault: false } });
    return tx.address.update({ where: { id }, data: { isDefault: true } });
  });
}

/** Deletes an address; when it was the default, the oldest remaining one takes over. */
export async function deleteAddress(deps: Deps, userId: string, id: string): Promise<void> {
  await deps.db.$transaction(async (tx) => {
    await lockUserRow(tx, userId);
    const existing = await tx.address.findFirst({ where: { id, userId } });
    if (!existing) throw new NotFoundError("address");
    await tx.address.delete({ where: { id } });
    if (existing.isDefault) {
      const next = await tx.address.findFirst({ where: { userId }, orderBy: { id: "asc" } });
      if (next) await tx.address.update({ where: { id: next.id }, data: { isDefault: true } });
    }
  });
}

/** The fan's address as the copy a shipping order keeps, or null when it is not theirs. */
export async function addressSnapshot(tx: Tx, userId: string, id: string): Promise<ShippingAddress | null> {
  const a = await tx.address.findFirst({ where: { id, userId } });
  if (!a) return null;
  return {
    recipient: a.recipient,
    phone: a.phone,
    line1: a.line1,
    line2: a.line2,
    city: a.city,
    region: a.region,
    postalCode: a.postalCode,
    country: a.country,
  };
}
