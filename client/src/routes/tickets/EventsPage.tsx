import { PageHeader } from "../../components/PageHeader";
import { EventList } from "../../components/EventList/EventList";

/** Every event, newest pages loaded on demand. */
export default function EventsPage() {
  return (
    <main className="app-page app-page--with-tabbar">
      <PageHeader />
      <div className="events-page">
        <EventList paginate />
      </div>
    </main>
  );
}
