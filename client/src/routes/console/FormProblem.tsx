/** A form's problem, announced as an alert; nothing when there is none. */
export function FormProblem({ problem }: { problem: string | null }) {
  if (!problem) return null;
  return (
    <p role="alert" className="cn-error">
      {problem}
    </p>
  );
}
