// The platform's organisations (a signed-in platform operator: scopes organisations:read and
// organisations:write): every organisation with its member count, oldest first, and a form that creates
// one with a signed-up account as its owner. The server checks everything again; the form only says
// early, in the operator's language, what it would refuse.
import { useState, type FormEvent, type InputHTMLAttributes } from "react";
import { NetworkStatus } from "@apollo/client";
import { useMutation, useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { emailRule } from "@fanfare/shared/users";
import { organisationFieldProblems } from "@fanfare/shared/organisations";
import { buttonClass } from "../../components/Button/Button";
import { useErrorText } from "../../hooks/useMessageText";
import { useLanguage } from "../../i18n/useLanguage";
import { createOrganisationMutation, platformOrganisationsQuery } from "./operations";
import { formatCount, formatWhen } from "./format";
import { QueryState } from "./QueryState";
import { ConsoleTable } from "./ConsoleTable";
import { usePageTitle } from "./usePageTitle";

type Field = "slug" | "name" | "ownerEmail";

/** The fields the server would refuse as malformed (the same rules), in the order the form shows them. */
function formIssues(slug: string, name: string, ownerEmail: string): Field[] {
  return [...organisationFieldProblems({ slug, name }), ...(emailRule.safeParse(ownerEmail).success ? [] : ["ownerEmail" as const])];
}

export default function OrganisationsPage() {
  const { t } = useTranslation("console");
  usePageTitle(t("platform.title"));
  const language = useLanguage();
  const errorText = useErrorText();
  const { data, loading, error, refetch, fetchMore, networkStatus } = useQuery(platformOrganisationsQuery, { variables: { first: 50 }, notifyOnNetworkStatusChange: true });
  const [slug, setSlug] = useState("");
  const [name, setName] = useState("");
  const [ownerEmail, setOwnerEmail] = useState("");
  const [invalid, setInvalid] = useState<Field[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [created, setCreated] = useState<string | null>(null);
  const [create, creating] = useMutation(createOrganisationMutation, { refetchQueries: ["ConsolePlatformOrganisations"], awaitRefetchQueries: true });
  const organisations = data?.organisations.edges.map((e) => e.node) ?? [];

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setCreated(null);
    setProblem(null);
    const issues = formIssues(slug.trim(), name, ownerEmail);
    setInvalid(issues);
    if (issues.length) return;
    const r = (await create({ variables: { input: { slug: slug.trim(), name: name.trim(), ownerEmail: ownerEmail.trim() } } })).data?.createOrganisation;
    if (r?.__typename === "CreatedOrganisation") {
      setCreated(t("platform.created", { name: r.organisation.name, owner: r.ownerEmail }));
      setSlug("");
      setName("");
      setOwnerEmail("");
    } else if (r?.__typename === "ValidationError") {
      setInvalid(r.issues.map((i) => i.field).filter((f): f is Field => f === "slug" || f === "name" || f === "ownerEmail"));
    } else if (r && "code" in r) {
      setProblem(errorText(r));
      if (r.field === "slug" || r.field === "ownerEmail") setInvalid([r.field]);
    }
  };

  const field = (id: Field, label: string, input: InputHTMLAttributes<HTMLInputElement>) => (
    <label className="cn-field">
      <span>{label}</span>
      <input {...input} name={id} aria-invalid={invalid.includes(id) || undefined} aria-describedby={`cn-org-${id}-hint`} />
      <span id={`cn-org-${id}-hint`} className={invalid.includes(id) ? "cn-error" : "cn-muted"}>
        {t(invalid.includes(id) ? `platform.problem.${id}` : `platform.hint.${id}`)}
      </span>
    </label>
  );

  return (
    <>
      <div className="cn-head">
        <h1>{t("platform.title")}</h1>
      </div>
      {created && (
        <p className="cn-card" role="status" data-testid="console-organisation-created">
          {created}
        </p>
      )}
      <form className="cn-card cn-form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="cn-org-new">
        <h2 id="cn-org-new">{t("platform.new")}</h2>
        <div className="cn-grid">
          {field("slug", t("platform.slug"), { value: slug, onChange: (e) => setSlug(e.target.value), maxLength: 80, autoCapitalize: "none", spellCheck: false })}
          {field("name", t("platform.name"), { value: name, onChange: (e) => setName(e.target.value), maxLength: 120 })}
          {field("ownerEmail", t("platform.owner"), { type: "email", value: ownerEmail, onChange: (e) => setOwnerEmail(e.target.value), autoComplete: "off" })}
        </div>
        {problem && (
          <p role="alert" className="cn-error">
            {problem}
          </p>
        )}
        <button type="submit" className={buttonClass("primary")} disabled={creating.loading} data-testid="console-create-organisation">
          {t("platform.create")}
        </button>
      </form>
      <QueryState loading={loading && !data} error={error} retry={() => void refetch()} empty={!!data && organisations.length === 0} emptyText={t("platform.empty")}>
        <ConsoleTable
          testId="console-organisations"
          columns={(["name", "slug", "members", "created"] as const).map((key) => ({ key, label: t(`platform.col.${key}`) }))}
          rows={organisations}
          renderRow={(o) => (
            <tr key={o.id}>
              <th scope="row">{o.name}</th>
              <td>
                <code>{o.slug}</code>
              </td>
              <td>{formatCount(o.memberCount, language)}</td>
              <td>{formatWhen(o.createdAt, language)}</td>
            </tr>
          )}
        />
        {data?.organisations.pageInfo.hasNextPage && (
          <button type="button" className={buttonClass("secondary")} disabled={networkStatus === NetworkStatus.fetchMore} onClick={() => void fetchMore({ variables: { after: data.organisations.pageInfo.endCursor } })}>
            {t("platform.more")}
          </button>
        )}
      </QueryState>
    </>
  );
}
