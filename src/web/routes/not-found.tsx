import { Link } from "react-router";
import { ArrowLeft } from "lucide-react";
import { LogoPage } from "../components/logo-page";
import { buttonVariants } from "../components/ui/button";

function NotFoundRoute() {
  return (
    <LogoPage
      className="justify-center overflow-hidden px-6 py-16 text-center"
      glowHeight="h-80"
      logoGap="mb-10"
    >
      <title>Page not found · Huddle</title>
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
    </LogoPage>
  );
}

export { NotFoundRoute as Component };
