// The organisation's outgoing webhooks (issue 35, scope webhooks:manage): add an endpoint with the events
// it receives (its signing secret is shown this once), switch it on or off, send a test ping, read its
// delivery log and redeliver a message.
import { useState, type FormEvent } from "react";
import { useMutation, useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { buttonClass } from "../../components/Button/Button";
import { useErrorText } from "../../hooks/useMessageText";
import { useLanguage } from "../../i18n/useLanguage";
import {
  createWebhookEndpointMutation,
  deleteWebhookEndpointMutation,
  pingWebhookEndpointMutation,
  redeliverWebhookMutation,
  updateWebhookEndpointMutation,
  webhookDeliveriesQuery,
  webhookEndpointsQuery,
} from "./operations";
import { formatWhen } from "./format";
import { QueryState } from "./QueryState";
import { ConsoleTable } from "./ConsoleTable";
import { FormProblem } from "./FormProblem";
import { usePageTitle } from "./usePageTitle";

function DeliveryLog({ endpointId }: { endpointId: string }) {
  const { t } = useTranslation("console");
  const language = useLanguage();
  const { data, loading, error, refetch } = useQuery(webhookDeliveriesQuery, { variables: { endpointId }, pollInterval: 5000 });
  const [redeliver] = useMutation(redeliverWebhookMutation, { refetchQueries: ["ConsoleWebhookDeliveries"] });
  return (
    <section className="cn-card" aria-labelledby="cn-hook-log">
      <h2 id="cn-hook-log">{t("webhooks.log")}</h2>
      <QueryState loading={loading && !data} error={error} retry={() => void refetch()} empty={!!data && data.webhookDeliveries.length === 0} emptyText={t("webhooks.logEmpty")}>
        <ConsoleTable
          testId="console-webhook-deliveries"
          columns={(["when", "type", "status", "attempts", "response", "actions"] as const).map((key) => ({ key, label: t(`webhooks.col.${key}`) }))}
          rows={data?.webhookDeliveries ?? []}
          renderRow={(d) => (
            <tr key={d.id}>
              <th scope="row">{formatWhen(d.createdAt, language)}</th>
              <td>
                <code>{d.eventType}</code>
              </td>
              <td>{t(`webhooks.status.${d.status}`)}</td>
              <td>{d.attempts}</td>
              <td>{d.lastResponseCode ?? (d.lastError ? <span className="cn-muted">{d.lastError}</span> : "—")}</td>
              <td>
                <button type="button" className={buttonClass("secondary")} onClick={() => void redeliver({ variables: { id: d.id } })}>
                  {t("webhooks.redeliver")}
                </button>
              </td>
            </tr>
          )}
        />
      </QueryState>
    </section>
  );
}

export default function WebhooksPage() {
  const { t } = useTranslation("console");
  usePageTitle(t("webhooks.title"));
  const errorText = useErrorText();
  const { data, loading, error, refetch } = useQuery(webhookEndpointsQuery);
  const [url, setUrl] = useState("");
  const [types, setTypes] = useState<string[]>([]);
  const [secret, setSecret] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const refetchQueries = ["ConsoleWebhookEndpoints", "ConsoleWebhookDeliveries"];
  const [create, creating] = useMutation(createWebhookEndpointMutation, { refetchQueries });
  const [update] = useMutation(updateWebhookEndpointMutation, { refetchQueries });
  const [remove] = useMutation(deleteWebhookEndpointMutation, { refetchQueries });
  const [ping] = useMutation(pingWebhookEndpointMutation, { refetchQueries });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSecret(null);
    if (!url.trim() || types.length === 0) return setProblem(t("webhooks.fillAll"));
    const r = (await create({ variables: { input: { url: url.trim(), eventTypes: types } } })).data?.createWebhookEndpoint;
    if (r?.__typename === "CreatedWebhookEndpoint") {
      setSecret(r.secret);
      setSelected(r.endpoint.id);
      setProblem(null);
      setUrl("");
      setTypes([]);
    } else if (r && "code" in r) setProblem(errorText(r));
  };

  return (
    <>
      <div className="cn-head">
        <h1>{t("webhooks.title")}</h1>
      </div>
      <p className="cn-muted">{t("webhooks.lead")}</p>
      {secret && (
        <section className="cn-card cn-secret" role="status" aria-labelledby="cn-hook-once">
          <h2 id="cn-hook-once">{t("webhooks.once")}</h2>
          <code data-testid="console-webhook-secret">{secret}</code>
          <div className="cn-actions">
            <button type="button" className={buttonClass("secondary")} onClick={() => void navigator.clipboard?.writeText(secret)}>
              {t("keys.copy")}
            </button>
            <button type="button" className={buttonClass("ghost")} onClick={() => setSecret(null)}>
              {t("keys.done")}
            </button>
          </div>
        </section>
      )}
      <form className="cn-card cn-form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="cn-hook-new">
        <h2 id="cn-hook-new">{t("webhooks.new")}</h2>
        <label className="cn-field">
          <span>{t("webhooks.url")}</span>
          <input type="url" value={url} onChange={(e) => setUrl(e.target.value)} maxLength={2000} name="webhookUrl" placeholder="https://example.com/fanfare-webhooks" />
        </label>
        <fieldset className="cn-fieldset">
          <legend>{t("webhooks.events")}</legend>
          <div className="cn-scopes">
            {data?.webhookEventTypes.map((e) => (
              <label key={e.type} className="cn-check">
                <input type="checkbox" checked={types.includes(e.type)} onChange={(ev) => setTypes((list) => (ev.target.checked ? [...list, e.type] : list.filter((x) => x !== e.type)))} />
                <span>
                  <code>{e.type}</code> <span className="cn-muted">{t(`webhooks.type.${e.type.replaceAll(".", "_")}`, { defaultValue: e.description })}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <FormProblem problem={problem} />
        <button type="submit" className={buttonClass("primary")} disabled={creating.loading} data-testid="console-create-webhook">
          {t("webhooks.create")}
        </button>
      </form>
      <QueryState loading={loading && !data} error={error} retry={() => void refetch()} empty={!!data && data.webhookEndpoints.length === 0} emptyText={t("webhooks.empty")}>
        <ConsoleTable
          testId="console-webhooks"
          columns={(["url", "events", "state", "actions"] as const).map((key) => ({ key, label: t(`webhooks.col.${key}`) }))}
          rows={data?.webhookEndpoints ?? []}
          renderRow={(h) => (
            <tr key={h.id} aria-selected={selected === h.id}>
              <th scope="row">
                <code>{h.url}</code>
              </th>
              <td>{h.eventTypes.join(", ")}</td>
              <td>
                <label className="cn-check">
                  <input type="checkbox" checked={h.enabled} onChange={(e) => void update({ variables: { id: h.id, input: { enabled: e.target.checked } } })} />
                  <span>{h.enabled ? t("webhooks.on") : t("webhooks.off")}</span>
                </label>
              </td>
              <td className="cn-actions">
                <button type="button" className={buttonClass("secondary")} onClick={() => setSelected(h.id)}>
                  {t("webhooks.showLog")}
                </button>
                <button type="button" className={buttonClass("secondary")} onClick={() => void ping({ variables: { id: h.id } }).then(() => setSelected(h.id))}>
                  {t("webhooks.ping")}
                </button>
                <button type="button" className={buttonClass("danger")} onClick={() => window.confirm(t("webhooks.confirmDelete", { url: h.url })) && void remove({ variables: { id: h.id } })}>
                  {t("webhooks.delete")}
                  <span className="visually-hidden"> {h.url}</span>
                </button>
              </td>
            </tr>
          )}
        />
      </QueryState>
      {selected && data?.webhookEndpoints.some((h) => h.id === selected) && <DeliveryLog endpointId={selected} />}
    </>
  );
}
