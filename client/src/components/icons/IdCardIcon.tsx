import { Icon, type IconProps } from "./Icon";

export const IdCardIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="3.5" y="5" width="17" height="14" rx="2" />
    <circle cx="9" cy="11" r="2" />
    <path d="M6 16a3 3 0 0 1 6 0M14.5 10h3M14.5 13.5h3" />
  </Icon>
);
