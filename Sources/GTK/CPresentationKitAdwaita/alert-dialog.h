/* What passes between what both generations share (alert-dialog.c, alert-dialog-items.c,
 * written once against alert-dialog-generation.h's names) and the generation built:
 * alert-dialog-message.c (AdwMessageDialog, libadwaita 1.2–1.4) or alert-dialog-alert.c
 * (AdwAlertDialog, 1.5 and later), each behind one whole-file #if. Private to this target:
 * pk-adw.h (include/) is what the library sees. */
#ifndef PK_ALERT_DIALOG_H
#define PK_ALERT_DIALOG_H

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* ---- alert-dialog.c ---- */

/* The first visible descendant label of `widget` showing `text`, depth first, or NULL. */
GtkWidget *pk_adw_find_label (GtkWidget *widget, const char *text);
/* Put `child` under the message in the extra child's slot named `slot` ("pk-extra-texts",
 * "pk-extra-content", "pk-extra-items", "pk-extra-fields", "pk-extra-level", "pk-extra-field-action",
 * "pk-extra-progress", "pk-extra-countdown", "pk-extra-details", "pk-extra-remember": top to bottom). */
void pk_adw_extra_insert (GtkWidget *dialog, const char *slot, GtkWidget *child);
/* A label for under the message: `text` literal, wrapping, centred, in the style class `style`. */
GtkWidget *pk_adw_text_label (const char *text, const char *style);
/* Let every wrapping label under `widget`, outside the buttons, break inside a word. */
void pk_adw_wrap_anywhere (GtkWidget *widget);

/* ---- each generation's file ----
 * Besides these, pk-adw.h's pk_adw_alert_clear_focus and pk_adw_alert_close, which have
 * nothing in common between a GtkWindow and an AdwDialog. */

/* What the dialog shows, its labels and buttons inside. */
GtkWidget *pk_adw_content (GtkWidget *dialog);
/* pk_adw_alert_new made the dialog: what its generation needs before anything else. */
void pk_adw_constructed (GtkWidget *dialog);
/* Show new texts where the generation moved the dialog's heading and body, if it did:
 * FALSE when they are still the dialog's own. */
gboolean pk_adw_set_moved_texts (GtkWidget *dialog, const char *heading, const char *body);
/* Whether `parent` keeps its visible `child` mapped without drawing it. */
gboolean pk_adw_hides_mapped_child (GtkWidget *parent, GtkWidget *child);
/* The details expander was put under the message. */
void pk_adw_details_added (GtkWidget *dialog, GtkWidget *details);
/* The body's label, which the dialog is described by, gets `body` as its description. */
void pk_adw_describe_body_label (GtkWidget *label, const char *body);
/* Whether every label, not only the wrapping ones, must wrap (pk_adw_wrap_anywhere). */
gboolean pk_adw_wraps_every_label (void);
/* The window showing the dialog was laid out, `height` pixels high. */
void pk_adw_laid_out (GtkWidget *dialog, int height);
/* Present the dialog, modal on `parent` (NULL: a window of its own), once alert-dialog.c's
 * pk_adw_alert_present has prepared it. */
void pk_adw_present (GtkWidget *dialog, GtkWindow *parent);

G_END_DECLS

#endif /* PK_ALERT_DIALOG_H */
