import { useParams } from "react-router";

// Placeholder: the event page (links, shortlist and voting, members) replaces this page.
function EventRoute() {
  const { id } = useParams();
  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6">
      <title>Event · Huddle</title>
      <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Event</h1>
      <p className="mt-2 text-muted-foreground">{id}</p>
    </main>
  );
}

export { EventRoute as Component };
