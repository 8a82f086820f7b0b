import { Icon, type IconProps } from "./Icon";

export const TicketIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M3.5 7.5a1 1 0 0 1 1-1h15a1 1 0 0 1 1 1v2.5a2 2 0 0 0 0 4v2.5a1 1 0 0 1-1 1h-15a1 1 0 0 1-1-1V14a2 2 0 0 0 0-4z" />
    <path d="M14 6.5v11" strokeDasharray="2 2" />
  </Icon>
);
