// What other folders may use of auth: the rest of the folder is its own.
export { authApi, safeLocalPath } from "./auth-api";
export { AuthPageShell } from "./auth-page-shell";
export { NewPasswordField } from "./credential-fields";
export { SubmitButton, useFormRequest } from "./email-form";
export { endSession } from "./end-session";
export { showGoogleSignInError, withoutGoogleError } from "./google-error-toast";
export { useGoogleSignInError } from "./google-error";
export { LazySignInDialog, preloadSignInDialog } from "./lazy-sign-in-dialog";
export { RequireAuth } from "./require-auth";
export { useAppConfig } from "./use-app-config";
export { forgetSession, sessionQuery, useRefreshSession, useSession } from "./use-session";
export { useSignOut } from "./use-sign-out";
