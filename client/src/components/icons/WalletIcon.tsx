import { Icon, type IconProps } from "./Icon";

export const WalletIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 7.5h15a1.5 1.5 0 0 1 1.5 1.5v9a1.5 1.5 0 0 1-1.5 1.5H5A1.5 1.5 0 0 1 3.5 18V6A1.5 1.5 0 0 1 5 4.5h11" />
    <path d="M16 13.5h2" />
  </Icon>
);
