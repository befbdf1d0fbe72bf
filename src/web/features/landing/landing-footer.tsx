import { Logo } from "../../components/logo";

export function LandingFooter() {
  return (
    <footer className="border-t border-border bg-white">
      <div className="mx-auto flex w-full max-w-6xl flex-col items-center justify-between gap-3 px-4 py-8 sm:flex-row sm:px-6">
        <Logo className="text-base" />
        <p className="text-sm text-muted-foreground">© {new Date().getFullYear()} Huddle</p>
      </div>
    </footer>
  );
}
