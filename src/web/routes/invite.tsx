// Placeholder: the invitation page (sign-in prompt, then joining) replaces this page.
function InviteRoute() {
  return (
    <main className="mx-auto w-full max-w-md px-4 py-16 sm:px-6">
      <title>Join Event · Huddle</title>
      <h1 className="text-2xl font-semibold tracking-tight">Join Event</h1>
    </main>
  );
}

export { InviteRoute as Component };
