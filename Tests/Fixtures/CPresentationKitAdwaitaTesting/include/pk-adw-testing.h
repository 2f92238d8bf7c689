/* What the tests do to libadwaita's alert dialog and read of it, from code (its labels and
 * buttons are private): CPresentationKitAdwaitaTesting, a test-support target, not part of
 * the library. GTK comes through pk-gtk.h, a header of the CGtk module (CGtk's
 * module.modulemap says why). */
#ifndef PK_ADW_TESTING_H
#define PK_ADW_TESTING_H

#include "pk-gtk.h"

G_BEGIN_DECLS

/* The alert dialog `window` shows (the window itself for an AdwMessageDialog, the
 * AdwAlertDialog inside it from 1.5), or NULL. */
GtkWidget *pk_adw_testing_find_alert (GtkWindow *window);
/* The dialog's heading and body, as shown; g_free them. */
char *pk_adw_testing_dup_heading (GtkWidget *dialog);
char *pk_adw_testing_dup_body (GtkWidget *dialog);
/* Click the button at `position` (left to right), as a person does. FALSE: no such button. */
gboolean pk_adw_testing_click (GtkWidget *dialog, int position);
/* Press Escape: the dialog's close, which gives the close response. */
void pk_adw_testing_escape (GtkWidget *dialog);
/* The dialog's buttons, left to right: how many, and whether each is inside the window's
 * allocation (on screen) once laid out. */
int pk_adw_testing_count_buttons (GtkWidget *dialog);
gboolean pk_adw_testing_buttons_on_screen (GtkWidget *dialog);

G_END_DECLS

#endif /* PK_ADW_TESTING_H */
