// The organisation's team (owners): its members with their roles, the invitations still open (each can
// be withdrawn), and a form that invites an e-mail address to a role. Nobody joins until their account
// accepts the invitation in the app; the answer to an invitation is the same whether or not the address
// has an account. A member's role changes from its row, and a member is removed from it, each after a
// confirmation; the server refuses to leave the organisation without an owner (shown on the row).
import { useState, type FormEvent } from "react";
import { useMutation, useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { buttonClass } from "../../components/Button/Button";
import { useErrorText } from "../../hooks/useMessageText";
import { useLanguage } from "../../i18n/useLanguage";
import type { OrganisationRole } from "../../gql/graphql";
import { inviteMemberMutation, removeMemberMutation, revokeInvitationMutation, setMemberRoleMutation, teamQuery } from "./operations";
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
  const [setMemberRole] = useMutation(setMemberRoleMutation, { refetchQueries: ["ConsoleTeam"] });
  const [remove] = useMutation(removeMemberMutation, { refetchQueries: ["ConsoleTeam"] });
  /** The outcome of the last change to a member, shown under the members table. */
  const [memberNote, setMemberNote] = useState<{ text: string; problem: boolean } | null>(null);

  type Member = { userId: string; nickname: string; email: string; role: OrganisationRole };
  const changeRole = async (m: Member, next: OrganisationRole) => {
    if (next === m.role || !window.confirm(t("team.confirmRole", { name: m.nickname, role: t(`role.${next}`) }))) return;
    const r = (await setMemberRole({ variables: { userId: m.userId, role: next } })).data?.setOrganisationMemberRole;
    if (r?.__typename === "OrganisationMember") setMemberNote({ text: t("team.roleChanged", { name: m.nickname, role: t(`role.${r.role}`) }), problem: false });
    else if (r && "code" in r) setMemberNote({ text: errorText(r) ?? r.message, problem: true });
  };
  const removeMember = async (m: Member) => {
    if (!window.confirm(t("team.confirmRemove", { name: m.nickname, email: m.email }))) return;
    const r = (await remove({ variables: { userId: m.userId } })).data?.removeOrganisationMember;
    if (r?.__typename === "OrganisationMember") setMemberNote({ text: t("team.removed", { name: m.nickname }), problem: false });
    else if (r && "code" in r) setMemberNote({ text: errorText(r) ?? r.message, problem: true });
  };

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
          columns={(["name", "email", "role", "joined", "actions"] as const).map((key) => ({ key, label: t(`team.col.${key}`) }))}
          rows={data?.organisationMembers ?? []}
          renderRow={(m) => (
            <tr key={m.userId}>
              <th scope="row">{m.nickname}</th>
              <td>{m.email}</td>
              <td>
                <select
                  className="cn-row-select"
                  value={m.role}
                  aria-label={t("team.changeRole", { name: m.nickname })}
                  onChange={(e) => void changeRole(m, e.target.value as OrganisationRole)}
                  data-testid="console-member-role"
                >
                  {roles.map((r) => (
                    <option key={r} value={r}>
                      {t(`role.${r}`)}
                    </option>
                  ))}
                </select>
              </td>
              <td>{formatWhen(m.joinedAt, language)}</td>
              <td>
                <button type="button" className={buttonClass("danger")} onClick={() => void removeMember(m)} data-testid="console-member-remove">
                  {t("team.remove")}
                  <span className="visually-hidden"> {m.nickname}</span>
                </button>
              </td>
            </tr>
          )}
        />
        {memberNote &&
          (memberNote.problem ? (
            <FormProblem problem={memberNote.text} />
          ) : (
            <p className="cn-muted" role="status" data-testid="console-member-note">
              {memberNote.text}
            </p>
          ))}
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
