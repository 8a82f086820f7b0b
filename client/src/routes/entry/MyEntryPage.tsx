// /my-entry: the entry guide of each upcoming event the fan holds tickets for, updated live.
import "./texts";
import { useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../components/PageHeader";
import { StatusView } from "../../components/StatusView";
import { EntryGuideCard } from "./EntryGuideCard";
import { myEntryGuideQuery } from "./operations";
import "./entry.css";

export default function MyEntryPage() {
  const { t } = useTranslation("entry");
  const { data, loading, error, refetch } = useQuery(myEntryGuideQuery, { fetchPolicy: "cache-and-network" });
  const guides = data?.myEntryGuide ?? [];
  return (
    <main className="app-page">
      <PageHeader />
      {error && !data ? (
        <StatusView illustration="error" headline={t("myEntry.error")} onAction={() => void refetch()} actionLabel={t("myEntry.retry")} />
      ) : !loading && guides.length === 0 ? (
        <StatusView illustration="empty" headline={t("myEntry.empty")} to="/home/events" actionLabel={t("myEntry.browse")} />
      ) : (
        <div className="entry-page" aria-busy={loading}>
          {guides.map((g) => (
            <EntryGuideCard key={g.event.id} event={g.event} entrances={g.entrances} heading={g.event.title} subtitle={`${g.event.venue} · ${t("myEntry.tickets", { count: g.ticketCount })}`} />
          ))}
        </div>
      )}
    </main>
  );
}
