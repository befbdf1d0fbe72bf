// Placeholder: the dashboard (event list, create and join dialogs) replaces this page.
function DashboardRoute() {
  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6">
      <title>My Events · Huddle</title>
      <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">My Events</h1>
    </main>
  );
}

export { DashboardRoute as Component };
