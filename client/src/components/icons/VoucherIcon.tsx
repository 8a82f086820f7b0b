import { Icon, type IconProps } from "./Icon";

export const VoucherIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 6.5h16v3.5a2 2 0 0 0 0 4v3.5H4V14a2 2 0 0 0 0-4z" />
    <path d="m9.5 14.5 5-5M9.5 10h.01M14.5 14h.01" />
  </Icon>
);
