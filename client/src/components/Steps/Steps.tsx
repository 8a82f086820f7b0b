import { CheckIcon } from "../icons/CheckIcon";
import "./Steps.css";

/** The steps of a multi-step flow (sign-up): done, current, to come. */
export function Steps({ labels, current }: { labels: string[]; current: number }) {
  return (
    <ol className="steps">
      {labels.map((label, i) => (
        <li key={label} className={i < current ? "steps__item steps__item--done" : i === current ? "steps__item steps__item--current" : "steps__item"} aria-current={i === current ? "step" : undefined}>
          <span className="round-mark steps__dot">{i < current ? <CheckIcon width={14} height={14} /> : i + 1}</span>
          <span className="steps__label">{label}</span>
        </li>
      ))}
    </ol>
  );
}
