import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { makeFan } from "./merch-support.ts";
import { graphql } from "../gql/index.ts";
import { member } from "../helpers/graphql-result.ts";

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s?.stop());

// The fields of an address, spread into the documents below.
graphql(`fragment MerchAddressFields on Address { id recipient phone line1 line2 city region postalCode country isDefault }`);
const ADD = graphql(`mutation MerchAddressesAdd($i: AddressInput!) { addAddress(input: $i) { __typename ... on Error { code field } ... on ValidationError { issues { field messageKey } } ...MerchAddressFields } }`);
const UPDATE = graphql(`mutation MerchAddressesUpdate($id: ID!, $i: AddressInput!) { updateAddress(id: $id, input: $i) { __typename ... on Error { code field } ... on ValidationError { issues { field messageKey } } ...MerchAddressFields } }`);
const SET_DEFAULT = graphql(`mutation MerchAddressesSetDefault($id: ID!) { setDefaultAddress(id: $id) { __typename ... on Error { code field } ... on ValidationError { issues { field messageKey } } ...MerchAddressFields } }`);
const LIST = graphql(`query MerchAddressesList { myAddresses { ...MerchAddressFields } }`);
const home = { recipient: "Chan Tai Man", phone: "+852 9123 4567", line1: "Flat 8A, 1 Nathan Road", city: "Hong Kong", country: "Hong Kong" };

describe("the address book", () => {
  it("adds, lists (default first), edits, switches the default and deletes", async () => {
    const fan = await makeFan(s);
    const a = member((await s.gql(ADD, { i: home }, { token: fan.token })).data?.addAddress, "Address");
    expect(a).toMatchObject({ __typename: "Address", isDefault: true, phone: "+85291234567", line2: null });
    const b = member((await s.gql(ADD, { i: { ...home, recipient: "Office", line1: "2 Queen's Road", postalCode: "000" } }, { token: fan.token })).data?.addAddress, "Address");
    expect(b.isDefault).toBe(false);
    const c = member((await s.gql(ADD, { i: { ...home, recipient: "Parents", isDefault: true } }, { token: fan.token })).data?.addAddress, "Address");
    expect(c.isDefault).toBe(true);
    let list = (await s.gql(LIST, {}, { token: fan.token })).data!.myAddresses;
    expect(list.map((x) => x.recipient)).toEqual(["Parents", "Chan Tai Man", "Office"]);
    expect(list.filter((x) => x.isDefault)).toHaveLength(1);

    const edited = await s.gql(UPDATE, { id: b.id, i: { ...home, recipient: "Office HQ", region: "Central" } }, { token: fan.token });
    expect(edited.data!.updateAddress).toMatchObject({ recipient: "Office HQ", region: "Central", isDefault: false });
    const def = await s.gql(SET_DEFAULT, { id: b.id }, { token: fan.token });
    expect(member(def.data?.setDefaultAddress, "Address").isDefault).toBe(true);
    const del = await s.gql(graphql(`mutation MerchAddressesDelete($id: ID!) { deleteAddress(id: $id) { __typename } }`), { id: b.id }, { token: fan.token });
    expect(del.data!.deleteAddress.__typename).toBe("Done");
    list = (await s.gql(LIST, {}, { token: fan.token })).data!.myAddresses;
    expect(list).toHaveLength(2);
    expect(list.filter((x) => x.isDefault)).toHaveLength(1);
  });

  it("validates with field errors", async () => {
    const fan = await makeFan(s);
    const r = await s.gql(ADD, { i: { ...home, recipient: " ", phone: "12" } }, { token: fan.token });
    expect(r.data!.addAddress.__typename).toBe("ValidationError");
    expect(member(r.data?.addAddress, "ValidationError").issues).toEqual(
      expect.arrayContaining([
        { field: "recipient", messageKey: "validation.required" },
        { field: "phone", messageKey: "validation.invalidPhone" },
      ]),
    );
    const long = await s.gql(ADD, { i: { ...home, line1: "x".repeat(121) } }, { token: fan.token });
    expect(member(long.data?.addAddress, "ValidationError").issues[0]).toEqual({ field: "line1", messageKey: "validation.addressTooLong" });
  });

  it("keeps each fan's addresses to themselves", async () => {
    const owner = await makeFan(s);
    const other = await makeFan(s);
    const a = member((await s.gql(ADD, { i: home }, { token: owner.token })).data?.addAddress, "Address");
    const edit = await s.gql(UPDATE, { id: a.id, i: home }, { token: other.token });
    expect(edit.data!.updateAddress.__typename).toBe("NotFoundError");
    const del = await s.gql(graphql(`mutation MerchAddressesDeleteOther($id: ID!) { deleteAddress(id: $id) { __typename } }`), { id: a.id }, { token: other.token });
    expect(del.data!.deleteAddress.__typename).toBe("NotFoundError");
    expect((await s.gql(LIST, {}, { token: other.token })).data!.myAddresses).toEqual([]);
    expect((await s.gql(LIST)).errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
  });

  it("keeps at most 10 addresses, even under concurrent adds", async () => {
    const fan = await makeFan(s);
    const results = await Promise.all(Array.from({ length: 14 }, (_, i) => s.gql(ADD, { i: { ...home, recipient: `R${i}` } }, { token: fan.token })));
    expect(results.filter((r) => r.data!.addAddress.__typename === "Address")).toHaveLength(10);
    const list = (await s.gql(LIST, {}, { token: fan.token })).data!.myAddresses;
    expect(list).toHaveLength(10);
    expect(list.filter((x) => x.isDefault)).toHaveLength(1);
  });
});
