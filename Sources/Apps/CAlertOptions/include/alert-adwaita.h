/* libadwaita's dialog for `alert --adwaita`, reached through a plug-in loaded at run time
 * (libalert-adwaita.so, CPresentationKitAdwaita's C built as a shared library), so that
 * alert itself never links libadwaita: its size, start-up and package Depends stay GTK's.
 * Plain C types only, as alert-options.h (a dialog is a GtkWidget *, passed as void *). */
#pragma once

/* The plug-in's file name, looked for beside alert's executable (the build directory),
 * then in ../lib/presentationkit/ from there (an installed prefix). */
#define ALERT_ADWAITA_PLUGIN "libalert-adwaita.so"

/* Load the plug-in (and with it libadwaita) and run adw_init(); call after gtk_init. 1 when
 * it is ready; 0 when it cannot be loaded, *error then saying what is missing (g_free it).
 * Loads once: later calls return the first answer. */
int alert_adwaita_load (char **error);

/* The path of the plug-in loaded (NULL before a successful alert_adwaita_load). */
const char *alert_adwaita_plugin_path (void);

/* pk-adw.h's pk_adw_alert_* functions, through the plug-in (load it first). */
void *alert_adwaita_new (const char *heading, const char *body);
void alert_adwaita_add_response (void *dialog, const char *id, const char *label, int appearance);
void alert_adwaita_set_default_response (void *dialog, const char *id);
void alert_adwaita_set_close_response (void *dialog, const char *id);
void alert_adwaita_limit_button_labels (void *dialog, int max_chars);
void alert_adwaita_clear_focus (void *dialog);
void alert_adwaita_update_accessibility (void *dialog, const char *heading, const char *body);
void alert_adwaita_close (void *dialog);
/* Under the texts: the details behind an expander with a Copy button, a "Don't ask again"
 * check button (and whether it is checked), a countdown line (set again to change it). */
void alert_adwaita_set_details (void *dialog, const char *text, const char *label, const char *copy_label);
void alert_adwaita_set_remember (void *dialog, const char *label);
int alert_adwaita_get_remember (void *dialog);
void alert_adwaita_set_countdown (void *dialog, const char *text);

/* Call `func` with the response id of each response, and with NULL when the dialog is
 * destroyed; `data` must outlive the dialog. */
void alert_adwaita_connect (void *dialog, void (*func) (const char *response, void *data), void *data);

/* Name the dialog for a screen reader by its window's `title` and describe it by `text`, as
 * GTK's style names zenity's dialogs (after alert_adwaita_update_accessibility, which names
 * it by its heading). */
void alert_adwaita_name_by_title (void *dialog, const char *title, const char *text);

/* Present the dialog in a window of its own titled `title` (libadwaita titles it with its
 * heading; alert's zenity form titles it with --title, as in GTK's style). */
void alert_adwaita_present (void *dialog, const char *title);
