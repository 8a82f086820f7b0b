import { FanfareMark } from "./icons/FanfareMark";

/** Shown while the first page's code loads. */
export function Splash() {
  return (
    <div className="splash" aria-busy="true">
      <FanfareMark className="splash__mark" width={64} height={64} />
    </div>
  );
}
