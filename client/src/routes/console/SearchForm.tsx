import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { buttonClass } from "../../components/Button/Button";

/** A list's filters (`children`) and search field, applied on submit: `onSearch` gets the trimmed text. */
export function SearchForm({ label, onSearch, children }: { label: string; onSearch: (text: string) => void; children?: ReactNode }) {
  const { t } = useTranslation("console");
  const [search, setSearch] = useState("");
  return (
    <form
      className="cn-filters"
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(search.trim());
      }}
    >
      {children}
      <label className="cn-field">
        <span>{label}</span>
        <input type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
      </label>
      <button type="submit" className={buttonClass("secondary")}>
        {t("orders.find")}
      </button>
    </form>
  );
}
