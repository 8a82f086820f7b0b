import { Outlet } from "react-router-dom";
import { TabBar } from "./TabBar";

/** The main tabs: every /home/* page sits above the bottom tab bar. */
export default function HomeLayout() {
  return (
    <>
      <Outlet />
      <TabBar />
    </>
  );
}
