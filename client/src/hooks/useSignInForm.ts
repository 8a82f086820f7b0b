/**
 * Signing in with e-mail and password, for the fan's sign-in page and the organiser console's: the
 * shared zod rules, the SignIn mutation, errors on the form, and the session started on success. The
 * browser's device token for the account goes with it (session/deviceTokens.ts); when the account has
 * failed too many sign-ins elsewhere and this browser has none, the server asks for the human check
 * (HUMAN_CHECK_FAILED): the form then shows it, and each solution is sent once.
 */
import { useState } from "react";
import { useMutation } from "@apollo/client/react";
import { signInInput } from "@fanfare/shared/users";
import { signInMutation } from "./operations";
import { startSession } from "../session/session";
import { deviceTokenFor, rememberDeviceToken } from "../session/deviceTokens";
import { uncachedResult, useMutationForm } from "./useMutationForm";

/** The sign-in form's fields and submit handler; `signedIn` runs once the session has started. */
export function useSignInForm(initialEmail = "", signedIn?: () => void) {
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState("");
  /** Shown once the server asked for it; `humanCheckKey` makes a fresh widget after each try. */
  const [needsHumanCheck, setNeedsHumanCheck] = useState(false);
  const [humanCheck, setHumanCheck] = useState<string | null>(null);
  const [humanCheckKey, setHumanCheckKey] = useState(0);
  const [signIn] = useMutation(signInMutation, uncachedResult);
  const form = useMutationForm(["email", "password", "humanCheck"]);
  const submit = form.submit(
    signInInput,
    { email, password },
    async (input) => {
      const sent = humanCheck;
      if (sent) {
        // A solution is good for one try: the next one gets a fresh check.
        setHumanCheck(null);
        setHumanCheckKey((k) => k + 1);
      }
      return (await signIn({ variables: { input: { ...input, deviceToken: deviceTokenFor(input.email), humanCheck: sent } } })).data?.signIn;
    },
    async (result) => {
      rememberDeviceToken(result.user.email, result.deviceToken);
      await startSession(result.token, result.user);
      signedIn?.();
    },
    (error) => {
      if (error.code === "HUMAN_CHECK_FAILED") setNeedsHumanCheck(true);
    },
  );
  const onHumanCheck = (payload: string | null) => {
    form.clear("humanCheck");
    setHumanCheck(payload);
  };
  return {
    form,
    submit,
    email,
    password,
    setEmail: form.clearing("email", setEmail),
    setPassword: form.clearing("password", setPassword),
    humanCheck: needsHumanCheck ? { key: humanCheckKey, onChange: onHumanCheck, error: form.errors.humanCheck } : null,
  };
}
