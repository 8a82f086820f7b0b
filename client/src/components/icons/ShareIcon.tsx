import { Icon, type IconProps } from "./Icon";

export const ShareIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 3.5v11M8 7.5l4-4 4 4" />
    <path d="M7 10.5H5.5v10h13v-10H17" />
  </Icon>
);
