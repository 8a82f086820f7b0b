import { useMutation } from "@apollo/client/react";
import type { EmailCodePurpose } from "../../gql/graphql";
import { isErrorResult, type Form, accountResult } from "./form";
import { checkEmailCodeMutation, sendEmailCodeMutation } from "./operations";

/** Sending and checking an e-mailed code for one purpose; errors go to the given form. */
export function useEmailCode(purpose: EmailCodePurpose) {
  const [sendMutation] = useMutation(sendEmailCodeMutation, accountResult);
  const [checkMutation] = useMutation(checkEmailCodeMutation, accountResult);

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
