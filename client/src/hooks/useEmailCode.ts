import { useState, type FormEvent } from "react";
import { useMutation } from "@apollo/client/react";
import { z } from "zod";
import { codeRule, emailRule } from "@fanfare/shared/users";
import { sendEmailCodeMutation, checkEmailCodeMutation } from "./operations";
import type { EmailCodePurpose } from "../gql/graphql";
import { isErrorResult } from "../lib/messages";
import { uncachedResult, type Form } from "./useMutationForm";

/** Sending and checking an e-mailed code for one purpose; errors go to the given form. */
export function useEmailCode(purpose: EmailCodePurpose) {
  const [sendMutation] = useMutation(sendEmailCodeMutation, uncachedResult);
  const [checkMutation] = useMutation(checkEmailCodeMutation, uncachedResult);

  /** Sends a code; true when sent. */
  async function send(form: Form, email: string): Promise<boolean> {
    try {
      const { data } = await sendMutation({ variables: { input: { email, purpose } } });
      const result = data?.sendEmailCode;
      if (result && isErrorResult(result)) {
        form.fail(result);
        return false;
      }
      return result?.__typename === "CodeSent";
    } catch {
      form.setFormError({ key: "common:states.error" });
      return false;
    }
  }

  /** Checks a code without using it up; true when right. */
  async function check(form: Form, email: string, code: string): Promise<boolean> {
    const { data } = await checkMutation({ variables: { input: { email, code, purpose } } });
    const result = data?.checkEmailCode;
    if (result && isErrorResult(result)) {
      form.fail(result);
      return false;
    }
    return result?.__typename === "Done";
  }

  return { send, check };
}

const emailForm = z.object({ email: emailRule });
const codeForm = z.object({ code: codeRule });

/**
 * The first two steps of a flow that proves an address (sign-up, forgotten password): the address, to
 * which a code is sent, then that code, checked without using it up. Form fields `email` and `code`;
 * `onSent` and `onChecked` move the flow on.
 */
export function useEmailVerification(
  purpose: EmailCodePurpose,
  form: Form,
  initialEmail: string,
  { onSent, onChecked }: { onSent: () => void; onChecked: () => void },
) {
  const emailCode = useEmailCode(purpose);
  const [email, setEmail] = useState(initialEmail);
  const [code, setCode] = useState("");

  const submitEmail = (e: FormEvent) => {
    e.preventDefault();
    const data = form.check(emailForm, { email });
    if (!data) return;
    void form.run(async () => {
      if (await emailCode.send(form, data.email)) {
        setEmail(data.email);
        setCode("");
        onSent();
      }
    });
  };

  const submitCode = (e: FormEvent) => {
    e.preventDefault();
    const data = form.check(codeForm, { code });
    if (!data) return;
    void form.run(async () => {
      if (await emailCode.check(form, email, data.code)) onChecked();
    });
  };

  return { email, setEmail, code, setCode, submitEmail, submitCode, resend: () => emailCode.send(form, email) };
}
