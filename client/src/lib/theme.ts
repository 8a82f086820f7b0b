import { readStorage, storageKeys, writeStorage } from "./storage";

export function isDarkModeStored(): boolean {
  const flag = readStorage(storageKeys.darkMode);
  return flag === "1" || flag === "true";
}

export function applyTheme(dark: boolean): void {
  if (dark) document.documentElement.dataset.theme = "dark";
  else delete document.documentElement.dataset.theme;
}

export function setDarkMode(dark: boolean): void {
  writeStorage(storageKeys.darkMode, dark ? "1" : "0");
  applyTheme(dark);
}
