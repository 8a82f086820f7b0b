import { Icon, type IconProps } from "./Icon";

export const ShieldIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 3.5 19 6v5.5c0 4.2-2.9 7.7-7 9-4.1-1.3-7-4.8-7-9V6z" />
    <path d="m9 12 2 2 4-4" />
  </Icon>
);
