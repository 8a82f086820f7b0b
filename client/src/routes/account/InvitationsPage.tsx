import "./texts";
import { useState } from "react";
import { useMutation, useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { formatFanTime } from "@fanfare/shared/dates";
import { PageHeader } from "../../components/PageHeader";
import { StatusView } from "../../components/StatusView";
import { Splash } from "../../components/Splash";
import { FormAlert } from "../../components/Form/Form";
import { buttonClass } from "../../components/Button/Button";
import type { MyOrganisationInvitationsQuery, OrganisationRole } from "../../gql/graphql";
import { useLanguage } from "../../i18n/useLanguage";
import { errorMessage, isErrorResult, type Message } from "../../lib/messages";
import { acceptInvitationMutation, declineInvitationMutation, myInvitationsQuery } from "./operations";
import "./account.css";

type Invitation = MyOrganisationInvitationsQuery["myOrganisationInvitations"][number];
type Answered = { id: string; organisation: string; role: OrganisationRole; accepted: boolean };

/** One invitation: who invites, to which role and what it allows, until when; accept or decline. */
function InvitationCard({ invitation, onAnswered }: { invitation: Invitation; onAnswered: (a: Answered) => void }) {
  const { t } = useTranslation("account");
  const language = useLanguage();
  const [accept] = useMutation(acceptInvitationMutation);
  const [decline] = useMutation(declineInvitationMutation);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Message | null>(null);
  const role = t(`invitations.roles.${invitation.role}`);

  const answer = async (accepting: boolean) => {
    setBusy(true);
    setProblem(null);
    try {
      const r = accepting ? (await accept({ variables: { id: invitation.id } })).data?.acceptOrganisationInvitation : (await decline({ variables: { id: invitation.id } })).data?.declineOrganisationInvitation;
      if (!r) throw new Error("no answer");
      if (isErrorResult(r)) setProblem(errorMessage(r));
      else onAnswered({ id: invitation.id, organisation: invitation.organisationName, role: invitation.role, accepted: accepting });
    } catch {
      setProblem({ key: "common:states.error" });
    } finally {
      setBusy(false);
    }
  };

  return (
    <li className="surface invitation" data-testid="invitation">
      <p className="invitation__title">{t("invitations.invites", { organisation: invitation.organisationName, role })}</p>
      <p className="invitation__help">{t(`invitations.roleHelp.${invitation.role}`)}</p>
      <p className="invitation__dates">
        {t("invitations.invitedAt", { date: formatFanTime(String(invitation.invitedAt), language) })}
        <br />
        {t("invitations.openUntil", { date: formatFanTime(String(invitation.expiresAt), language) })}
      </p>
      <FormAlert message={problem} />
      <div className="invitation__actions">
        <button type="button" className={buttonClass("secondary")} disabled={busy} onClick={() => void answer(false)} data-testid="invitation-decline">
          {t("invitations.decline")}
        </button>
        <button type="button" className={buttonClass("primary")} disabled={busy} onClick={() => void answer(true)} data-testid="invitation-accept">
          {t("invitations.accept")}
        </button>
      </div>
    </li>
  );
}

/** /invitations: the organisations' invitations addressed to the fan's e-mail, each accepted or declined here. */
export default function InvitationsPage() {
  const { t } = useTranslation("account");
  const { t: tCommon } = useTranslation();
  const { data, loading, error, refetch } = useQuery(myInvitationsQuery, { fetchPolicy: "cache-and-network" });
  const [answered, setAnswered] = useState<Answered[]>([]);
  const open = (data?.myOrganisationInvitations ?? []).filter((i) => !answered.some((a) => a.id === i.id));

  let body;
  if (loading && !data) body = <Splash />;
  else if (error && !data) body = <StatusView illustration="error" headline={tCommon("states.error")} actionLabel={tCommon("actions.retry")} onAction={() => void refetch()} />;
  else
    body = (
      <>
        <p className="invitations__lead">{t("invitations.lead")}</p>
        {answered.map((a) => (
          <div key={a.id} className="surface invitation invitation--answered" role="status" data-testid="invitation-answered">
            <p className="invitation__title">{a.accepted ? t("invitations.accepted", { organisation: a.organisation, role: t(`invitations.roles.${a.role}`) }) : t("invitations.declined", { organisation: a.organisation })}</p>
            {a.accepted && (
              <a className={buttonClass("primary")} href="#/console">
                {t("invitations.openConsole")}
              </a>
            )}
          </div>
        ))}
        {open.length ? (
          <ul className="invitations__list">
            {open.map((i) => (
              <InvitationCard key={i.id} invitation={i} onAnswered={(a) => setAnswered((all) => [a, ...all])} />
            ))}
          </ul>
        ) : (
          !answered.length && <StatusView illustration="empty" headline={t("invitations.emptyTitle")} body={t("invitations.emptyBody")} testId="invitations-empty" />
        )}
      </>
    );

  return (
    <main className="app-page">
      <PageHeader />
      <div className="invitations">{body}</div>
    </main>
  );
}
