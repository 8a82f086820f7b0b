import "./texts";
import { useState } from "react";
import { useApolloClient } from "@apollo/client/react";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { emailRule } from "@fanfare/shared/users";
import { FanfareMark } from "../../components/icons/FanfareMark";
import { checkEmailQuery } from "./operations";
import { withRedirect } from "./paths";
import "./account.css";
import { FormScreen, formClass, FormSubmit } from "../../components/Form/Form";
import { EmailField } from "../../components/Field/Field";
import { useMutationForm } from "../../hooks/useMutationForm";

const signForm = z.object({ email: emailRule });

/** /sign: the e-mail decides — a registered address signs in, a new one signs up. */
export default function SignPage() {
  const { t } = useTranslation("account");
  const client = useApolloClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirectUrl = params.get("redirectUrl");
  const [email, setEmail] = useState(params.get("email") ?? "");
  const form = useMutationForm(["email"]);

  const submit = form.submit(
    signForm,
    { email },
    async (data) => (await client.query({ query: checkEmailQuery, variables: { email: data.email }, fetchPolicy: "no-cache" })).data?.checkEmail,
    (status) => navigate(withRedirect(status.registered ? "/sign-in" : "/sign-up", { email: status.email }, redirectUrl)),
  );

  return (
    <FormScreen>
      <div className="account-hero">
        <FanfareMark className="account-hero__mark" />
        <h2 className="account-hero__title">{t("sign.headline")}</h2>
        <p className={formClass.lead}>{t("sign.lead")}</p>
      </div>
      <form className={formClass.form} onSubmit={submit} noValidate>
        <EmailField value={email} onValueChange={form.clearing("email", setEmail)} error={form.errors.email} />
        <FormSubmit form={form} label={t("actions.continue")} />
      </form>
      <p className={formClass.linksCenter}>
        <Link to="/terms">{t("sign.terms")}</Link>
      </p>
    </FormScreen>
  );
}
