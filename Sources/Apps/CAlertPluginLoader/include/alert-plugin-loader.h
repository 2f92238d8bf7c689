/* libadwaita's dialog for `alert --adwaita`, reached through a plug-in loaded at run time
 * (libalert-adwaita.so, CPresentationKitAdwaita's C built as a shared library), so that
 * alert itself never links libadwaita: its size, start-up and package Depends stay GTK's.
 * Plain C types only, no GLib header: CGtk's module.modulemap says why. */
#pragma once

/* The plug-in's file name, looked for beside alert's executable (the build directory),
 * then in ../lib/presentationkit/ from there (an installed prefix). */
#define ALERT_ADWAITA_PLUGIN "libalert-adwaita.so"
/* The plug-in's one symbol: pk-adw.h's pk_adw_alert_funcs (PK_ADW_ALERT_FUNCS_SYMBOL). */
#define ALERT_ADWAITA_FUNCS_SYMBOL "pk_adw_alert_funcs"

/* Load the plug-in (and with it libadwaita) and return its dialog functions, a
 * `const PkAdwAlertFuncs *` (alert checks its size and runs its adw_init); NULL
 * when it cannot be loaded, *error then saying what is missing (g_free it). Loads once:
 * later calls return the first answer. */
const void *alert_adwaita_load (char **error);
