// Whether this browser lets Huddle show notifications, kept current: the browser says when the
// person changes it (the site settings, or the question a click asked).
import { useEffect, useState } from "react";
import { notificationPermission, pushSupported, type Permission } from "./push-device";

export function useNotificationPermission(): Permission {
  const [permission, setPermission] = useState(notificationPermission);
  useEffect(() => {
    if (!pushSupported() || !navigator.permissions) return;
    let status: PermissionStatus | undefined;
    const update = () => setPermission(notificationPermission());
    let gone = false;
    navigator.permissions
      .query({ name: "notifications" })
      .then((s) => {
        if (gone) return;
        status = s;
        s.addEventListener("change", update);
        update();
      })
      .catch(() => {});
    return () => {
      gone = true;
      status?.removeEventListener("change", update);
    };
  }, []);
  return permission;
}
