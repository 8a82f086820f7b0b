// The organisation's API keys (owners): create one with scopes, an expiry and a rate limit (the key is
// shown this once), list them with their last use, and revoke them.
import { useState, type FormEvent } from "react";
import { useMutation, useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { buttonClass } from "../../components/Button/Button";
import { useErrorText } from "../../hooks/useMessageText";
import { useLanguage } from "../../i18n/useLanguage";
import { apiKeysQuery, createApiKeyMutation, revokeApiKeyMutation } from "./operations";
import { formatWhen } from "./format";
import { QueryState } from "./QueryState";
import { ConsoleTable } from "./ConsoleTable";
import { FormProblem } from "./FormProblem";
import { usePageTitle } from "./usePageTitle";

export default function KeysPage() {
  const { t } = useTranslation("console");
  usePageTitle(t("keys.title"));
  const language = useLanguage();
  const errorText = useErrorText();
  const { data, loading, error, refetch } = useQuery(apiKeysQuery);
  const [name, setName] = useState("");
  const [scopes, setScopes] = useState<string[]>([]);
  const [days, setDays] = useState("90");
  const [rate, setRate] = useState("600");
  const [created, setCreated] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [create, creating] = useMutation(createApiKeyMutation, { refetchQueries: ["ConsoleApiKeys"] });
  const [revoke] = useMutation(revokeApiKeyMutation, { refetchQueries: ["ConsoleApiKeys"] });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setCreated(null);
    if (!name.trim() || scopes.length === 0) return setProblem(t("keys.fillAll"));
    const expiresAt = new Date(Date.now() + Number(days) * 86_400_000).toISOString();
    const r = (await create({ variables: { input: { name: name.trim(), scopes, expiresAt, rateLimitPerMinute: Number(rate) } } })).data?.createApiKey;
    if (r?.__typename === "CreatedApiKey") {
      setCreated(r.key);
      setProblem(null);
      setName("");
      setScopes([]);
    } else if (r && "code" in r) setProblem(errorText(r));
  };

  return (
    <>
      <div className="cn-head">
        <h1>{t("keys.title")}</h1>
      </div>
      {created && (
        <section className="cn-card cn-secret" role="status" aria-labelledby="cn-key-once">
          <h2 id="cn-key-once">{t("keys.once")}</h2>
          <code data-testid="console-new-key">{created}</code>
          <div className="cn-actions">
            <button type="button" className={buttonClass("secondary")} onClick={() => void navigator.clipboard?.writeText(created)}>
              {t("keys.copy")}
            </button>
            <button type="button" className={buttonClass("ghost")} onClick={() => setCreated(null)}>
              {t("keys.done")}
            </button>
          </div>
        </section>
      )}
      <form className="cn-card cn-form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="cn-key-new">
        <h2 id="cn-key-new">{t("keys.new")}</h2>
        <div className="cn-grid">
          <label className="cn-field">
            <span>{t("keys.name")}</span>
            <input value={name} onChange={(e) => setName(e.target.value)} maxLength={80} name="keyName" />
          </label>
          <label className="cn-field">
            <span>{t("keys.days")}</span>
            <input type="number" min={1} max={730} value={days} onChange={(e) => setDays(e.target.value)} />
          </label>
          <label className="cn-field">
            <span>{t("keys.rate")}</span>
            <input type="number" min={1} max={6000} value={rate} onChange={(e) => setRate(e.target.value)} />
          </label>
        </div>
        <fieldset className="cn-fieldset">
          <legend>{t("keys.scopes")}</legend>
          <div className="cn-scopes">
            {data?.apiKeyScopes.map((s) => (
              <label key={s.scope} className="cn-check">
                <input type="checkbox" checked={scopes.includes(s.scope)} onChange={(e) => setScopes((list) => (e.target.checked ? [...list, s.scope] : list.filter((x) => x !== s.scope)))} />
                <span>
                  <code>{s.scope}</code> <span className="cn-muted">{t(`scope.${s.scope.replace(":", "_")}`, { defaultValue: s.description })}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <FormProblem problem={problem} />
        <button type="submit" className={buttonClass("primary")} disabled={creating.loading} data-testid="console-create-key">
          {t("keys.create")}
        </button>
      </form>
      <QueryState loading={loading && !data} error={error} retry={() => void refetch()} empty={!!data && data.apiKeys.length === 0} emptyText={t("keys.empty")}>
        <ConsoleTable
          testId="console-keys"
          columns={(["name", "scopes", "expires", "lastUsed", "state"] as const).map((key) => ({ key, label: t(`keys.${key}`) }))}
          rows={data?.apiKeys ?? []}
          renderRow={(k) => (
            <tr key={k.id}>
              <th scope="row">{k.name}</th>
              <td>{k.scopes.join(", ")}</td>
              <td>{k.expiresAt ? formatWhen(k.expiresAt, language) : "—"}</td>
              <td>{k.lastUsedAt ? formatWhen(k.lastUsedAt, language) : t("keys.never")}</td>
              <td>
                {k.revokedAt ? (
                  t("keys.revoked")
                ) : (
                  <button type="button" className={buttonClass("danger")} onClick={() => window.confirm(t("keys.confirmRevoke", { name: k.name })) && void revoke({ variables: { id: k.id } })}>
                    {t("keys.revoke")}
                    <span className="visually-hidden"> {k.name}</span>
                  </button>
                )}
              </td>
            </tr>
          )}
        />
      </QueryState>
    </>
  );
}
