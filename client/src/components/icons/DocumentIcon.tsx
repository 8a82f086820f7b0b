import { Icon, type IconProps } from "./Icon";

export const DocumentIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M6.5 3.5h8l4 4v13h-12z" />
    <path d="M14.5 3.5v4h4M9 12h6M9 15.5h6" />
  </Icon>
);
