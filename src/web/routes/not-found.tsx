import { Link } from "react-router";
import { ArrowLeft } from "lucide-react";
import { Logo } from "../components/logo";
import { buttonVariants } from "../components/ui/button";

function NotFoundRoute() {
  return (
    <main className="relative flex min-h-dvh flex-col items-center justify-center overflow-hidden px-6 py-16 text-center">
      <title>Page not found · Huddle</title>
      <div
        aria-hidden
        className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-80 bg-gradient-to-b from-indigo-100/70 to-transparent"
      />
      <Link to="/" className="mb-10 rounded-lg focus-visible:outline-2 focus-visible:outline-ring">
        <Logo />
      </Link>
      <p className="bg-gradient-to-br from-indigo-600 to-violet-600 bg-clip-text text-7xl font-bold tracking-tight text-transparent sm:text-8xl">
        404
      </p>
      <h1 className="mt-4 text-2xl font-semibold tracking-tight sm:text-3xl">
        Oops! Page not found
      </h1>
      <p className="mt-3 max-w-md text-pretty text-muted-foreground">
        The address may be mistyped, or the page may have moved.
      </p>
      <Link to="/" className={buttonVariants({ size: "lg", className: "mt-8" })}>
        <ArrowLeft aria-hidden />
        Return to Home
      </Link>
    </main>
  );
}

export { NotFoundRoute as Component };
