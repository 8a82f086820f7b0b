/**
 * Signing in with e-mail and password, for the fan's sign-in page and the organiser console's: the
 * shared zod rules, the SignIn mutation, errors on the form, and the session started on success.
 */
import { useState } from "react";
import { useMutation } from "@apollo/client/react";
import { signInInput } from "@fanfare/shared/users";
import { signInMutation } from "./operations";
import { startSession } from "../session/session";
import { uncachedResult, useMutationForm } from "./useMutationForm";

/** The sign-in form's fields and submit handler; `signedIn` runs once the session has started. */
export function useSignInForm(initialEmail = "", signedIn?: () => void) {
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState("");
  const [signIn] = useMutation(signInMutation, uncachedResult);
  const form = useMutationForm(["email", "password"]);
  const submit = form.submit(
    signInInput,
    { email, password },
    async (input) => (await signIn({ variables: { input } })).data?.signIn,
    async (result) => {
      await startSession(result.token, result.user);
      signedIn?.();
    },
  );
  return { form, submit, email, password, setEmail: form.clearing("email", setEmail), setPassword: form.clearing("password", setPassword) };
}
