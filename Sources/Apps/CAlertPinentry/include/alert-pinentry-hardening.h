/* alert-pinentry's process hardening: what Swift cannot call itself (prctl is variadic).
 * Plain C types only, no GLib header: CGtk's module.modulemap says why. */
#pragma once

/* Keep the process out of core dumps and from being traced by the same user
 * (PR_SET_DUMPABLE 0), as upstream pinentry does for the passphrase it holds.
 * Returns 0, or -1 with errno set. */
int alert_pinentry_set_undumpable(void);
