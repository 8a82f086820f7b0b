import "./texts";
import { useState } from "react";
import { useMutation, useQuery } from "@apollo/client/react";
import { useNavigate } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { addressInput } from "@fanfare/shared/addresses";
import { addAddressMutation, deleteAddressMutation, myAddressesQuery, setDefaultAddressMutation } from "./operations";
import "./merch.css";
import { FormScreen, FormAlert, formClass } from "../../components/Form/Form";
import { TextField } from "../../components/Field/Field";
import { uncachedResult, useMutationForm } from "../../hooks/useMutationForm";
import { badgeClass } from "../../components/Badge/Badge";
import { buttonClass } from "../../components/Button/Button";

const fieldNames = ["recipient", "phone", "line1", "line2", "city", "region", "postalCode", "country"] as const;
type FieldName = (typeof fieldNames)[number];
const empty = Object.fromEntries(fieldNames.map((f) => [f, ""])) as Record<FieldName, string>;

/** /address: the address book shipping orders pick from; adding one from the shop comes back to it. */
export default function AddressPage() {
  const { t } = useTranslation("merch");
  const navigate = useNavigate();
  const list = useQuery(myAddressesQuery, { fetchPolicy: "cache-and-network" });
  const [add] = useMutation(addAddressMutation, uncachedResult);
  const [setDefault] = useMutation(setDefaultAddressMutation, uncachedResult);
  const [remove] = useMutation(deleteAddressMutation, uncachedResult);
  const form = useMutationForm(fieldNames);
  const [values, setValues] = useState(empty);
  const addresses = list.data?.myAddresses ?? [];
  const [adding, setAdding] = useState(false);
  const showForm = adding || (list.data !== undefined && addresses.length === 0);

  const submit = form.submit(
    addressInput,
    values,
    async () => (await add({ variables: { input: { ...values, isDefault: addresses.length === 0 } } })).data?.addAddress,
    async () => {
      await list.refetch();
      setValues(empty);
      setAdding(false);
      // Came from the shop to add one: go back to choosing it.
      if ((window.history.state as { idx?: number } | null)?.idx) navigate(-1);
    },
  );

  const act = (run: () => Promise<unknown>) => void form.run(async () => {
    await run();
    await list.refetch();
  });

  return (
    <FormScreen>
      {addresses.length > 0 && (
        <ul className="merch-addresses" data-testid="address-list">
          {addresses.map((a) => (
            <li key={a.id} className="merch-address">
              <span>
                <strong>{a.recipient}</strong> {a.phone} {a.isDefault && <span className={badgeClass("info")}>{t("address.default")}</span>}
                <br />
                {[a.line1, a.line2, a.city, a.region, a.postalCode, a.country].filter(Boolean).join(", ")}
              </span>
              <span className="merch-address__actions">
                {!a.isDefault && (
                  <button type="button" className={buttonClass("ghost")} onClick={() => act(() => setDefault({ variables: { id: a.id } }))}>
                    {t("address.makeDefault")}
                  </button>
                )}
                <button type="button" className={buttonClass("ghost")} onClick={() => window.confirm(t("address.deleteConfirm")) && act(() => remove({ variables: { id: a.id } }))}>
                  {t("address.delete")}
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
      {showForm ? (
        <form className={formClass.form} onSubmit={submit} noValidate data-testid="address-form">
          {fieldNames.map((name) => (
            <TextField
              key={name}
              label={t(`address.fields.${name}`)}
              value={values[name]}
              onValueChange={form.clearing(name, (v) => setValues((s) => ({ ...s, [name]: v })))}
              error={form.errors[name]}
              autoComplete={{ recipient: "name", phone: "tel", line1: "address-line1", line2: "address-line2", city: "address-level2", region: "address-level1", postalCode: "postal-code", country: "country-name" }[name]}
              inputMode={name === "phone" ? "tel" : undefined}
              name={name}
            />
          ))}
          <FormAlert message={form.formError} />
          <button type="submit" className={buttonClass("primary", "block")} disabled={form.busy} data-testid="save-address">
            {t("address.save")}
          </button>
        </form>
      ) : (
        <>
          {addresses.length === 0 && list.data && <p className="muted">{t("address.empty")}</p>}
          <button type="button" className={buttonClass("secondary", "block")} onClick={() => setAdding(true)}>
            {t("address.add")}
          </button>
          <FormAlert message={form.formError} />
        </>
      )}
    </FormScreen>
  );
}
