// The event page's presale registration (issue 35): while the organiser has it open, a fan registers (or
// withdraws before being invited); an invited fan is told their personal code is in their mailbox.
import { useState } from "react";
import { useMutation, useQuery } from "@apollo/client/react";
import { useLocation, useNavigate } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { buttonClass } from "../../components/Button/Button";
import { signUrl } from "../../session/redirect";
import { useSession } from "../../session/session";
import { myPresaleInterestQuery, registerPresaleInterestMutation, withdrawPresaleInterestMutation } from "./operations";
import { useErrorText } from "./errors";

export function PresaleRegistration({ eventId, slug }: { eventId: string; slug: string }) {
  const { t } = useTranslation("tickets");
  const { t: tCommon } = useTranslation();
  const errorText = useErrorText();
  const { isLoggedIn } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const { data, refetch } = useQuery(myPresaleInterestQuery, { variables: { slug }, skip: !isLoggedIn, fetchPolicy: "cache-and-network" });
  const [register, { loading: registering }] = useMutation(registerPresaleInterestMutation);
  const [withdraw, { loading: withdrawing }] = useMutation(withdrawPresaleInterestMutation);
  const [problem, setProblem] = useState<string | null>(null);
  const interest = data?.event?.myPresaleInterest ?? null;

  const act = async (run: () => Promise<{ __typename: string; code?: string; message?: string } | undefined>) => {
    setProblem(null);
    try {
      const r = await run();
      if (r && "code" in r && r.code) setProblem(errorText({ code: r.code, message: r.message ?? "" }));
      await refetch();
    } catch {
      setProblem(tCommon("states.error"));
    }
  };

  return (
    <section className="tk-presale" aria-labelledby="presale-title" data-testid="presale">
      <h2 id="presale-title">{t("presale.title")}</h2>
      {interest?.invited ? (
        <p role="status" data-testid="presale-invited">{t("presale.invited")}</p>
      ) : interest ? (
        <>
          <p role="status" data-testid="presale-registered">{t("presale.registered")}</p>
          <button type="button" className={buttonClass("ghost")} disabled={withdrawing} onClick={() => void act(async () => (await withdraw({ variables: { eventId } })).data?.withdrawPresaleInterest)} data-testid="presale-withdraw">
            {t("presale.withdraw")}
          </button>
        </>
      ) : (
        <>
          <p>{t("presale.intro")}</p>
          <button
            type="button"
            className={buttonClass("secondary", "block")}
            disabled={registering}
            data-testid="presale-register"
            onClick={() => {
              if (!isLoggedIn) return navigate(signUrl(location.pathname + location.search));
              void act(async () => (await register({ variables: { eventId } })).data?.registerPresaleInterest);
            }}
          >
            {isLoggedIn ? t("presale.register") : t("presale.signIn")}
          </button>
        </>
      )}
      {problem && <p role="alert" className="tk-presale__problem">{problem}</p>}
    </section>
  );
}
