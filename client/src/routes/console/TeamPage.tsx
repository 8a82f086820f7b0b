// The organisation's team (owners): its members with their roles, the invitations still open (each can
// be withdrawn), and a form that invites an e-mail address to a role. Nobody joins until their account
// accepts the invitation in the app; the answer to an invitation is the same whether or not the address
// has an account. (Changing a member's role and removing a member: issue 34's team page.)
import { useState, type FormEvent } from "react";
import { useMutation, useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { buttonClass } from "../../components/Button/Button";
import { useErrorText } from "../../hooks/useMessageText";
import { useLanguage } from "../../i18n/useLanguage";
import type { OrganisationRole } from "../../gql/graphql";
import { inviteMemberMutation, revokeInvitationMutation, teamQuery } from "./operations";
import { formatWhen } from "./format";
import { QueryState } from "./QueryState";
import { ConsoleTable } from "./ConsoleTable";
import { FormProblem } from "./FormProblem";
import { usePageTitle } from "./usePageTitle";

const roles: OrganisationRole[] = ["OWNER", "MANAGER", "BOX_OFFICE", "GATE"];

export default function TeamPage() {
  const { t } = useTranslation("console");
  usePageTitle(t("team.title"));
  const language = useLanguage();
  const errorText = useErrorText();
  const { data, loading, error, refetch } = useQuery(teamQuery);
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<OrganisationRole>("GATE");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [invite, inviting] = useMutation(inviteMemberMutation, { refetchQueries: ["ConsoleTeam"] });
  const [revoke] = useMutation(revokeInvitationMutation, { refetchQueries: ["ConsoleTeam"] });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSentTo(null);
    if (!email.trim()) return setProblem(t("team.fillEmail"));
    const r = (await invite({ variables: { input: { email: email.trim(), role } } })).data?.inviteOrganisationMember;
    if (r?.__typename === "OrganisationInvitation") {
      setSentTo(r.email);
      setProblem(null);
      setEmail("");
    } else if (r && "code" in r) setProblem(errorText(r));
  };

  return (
    <>
      <div className="cn-head">
        <h1>{t("team.title")}</h1>
      </div>
      <form className="cn-card cn-form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="cn-team-invite">
        <h2 id="cn-team-invite">{t("team.invite")}</h2>
        <p className="cn-muted">{t("team.inviteLead")}</p>
        <div className="cn-grid">
          <label className="cn-field">
            <span>{t("team.email")}</span>
            <input type="email" value={email} onChange={(e) => setEmail(e.target.value)} autoComplete="off" name="inviteEmail" data-testid="console-invite-email" />
          </label>
          <label className="cn-field">
            <span>{t("team.role")}</span>
            <select value={role} onChange={(e) => setRole(e.target.value as OrganisationRole)} data-testid="console-invite-role">
              {roles.map((r) => (
                <option key={r} value={r}>
                  {t(`role.${r}`)}
                </option>
              ))}
            </select>
          </label>
        </div>
        <FormProblem problem={problem} />
        {sentTo && (
          <p className="cn-muted" role="status" data-testid="console-invite-sent">
            {t("team.sent", { email: sentTo })}
          </p>
        )}
        <button type="submit" className={buttonClass("primary")} disabled={inviting.loading} data-testid="console-invite">
          {t("team.send")}
        </button>
      </form>
      <QueryState loading={loading && !data} error={error} retry={() => void refetch()} empty={false} emptyText="">
        <h2>{t("team.members")}</h2>
        <ConsoleTable
          testId="console-members"
          columns={(["name", "email", "role", "joined"] as const).map((key) => ({ key, label: t(`team.col.${key}`) }))}
          rows={data?.organisationMembers ?? []}
          renderRow={(m) => (
            <tr key={m.userId}>
              <th scope="row">{m.nickname}</th>
              <td>{m.email}</td>
              <td>{t(`role.${m.role}`)}</td>
              <td>{formatWhen(m.joinedAt, language)}</td>
            </tr>
          )}
        />
        <h2 className="cn-gap-above">{t("team.invitations")}</h2>
        {data && data.organisationInvitations.length === 0 ? (
          <p className="cn-muted">{t("team.noInvitations")}</p>
        ) : (
          <ConsoleTable
            testId="console-invitations"
            columns={(["email", "role", "sent", "until", "actions"] as const).map((key) => ({ key, label: t(`team.col.${key}`) }))}
            rows={data?.organisationInvitations ?? []}
            renderRow={(i) => (
              <tr key={i.id}>
                <th scope="row">{i.email}</th>
                <td>{t(`role.${i.role}`)}</td>
                <td>{formatWhen(i.createdAt, language)}</td>
                <td>{formatWhen(i.expiresAt, language)}</td>
                <td>
                  <button type="button" className={buttonClass("danger")} onClick={() => window.confirm(t("team.confirmWithdraw", { email: i.email })) && void revoke({ variables: { id: i.id } })}>
                    {t("team.withdraw")}
                    <span className="visually-hidden"> {i.email}</span>
                  </button>
                </td>
              </tr>
            )}
          />
        )}
      </QueryState>
    </>
  );
}
