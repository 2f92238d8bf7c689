/* What tests and benchmarks inspect in GTK objects: message dialogs' texts, signal
 * handler counts. Not part of the library. */
#ifndef PK_TESTING_H
#define PK_TESTING_H

/* GTK through pk-gtk.h, a header of the CGtk module: in Swift that is an import of CGtk, not a
 * second Clang module holding GTK's declarations (CGtk's module.modulemap says why). */
#include "pk-gtk.h"

G_BEGIN_DECLS

/* Whether `object` is a GtkMessageDialog. */
gboolean pk_is_message_dialog (gpointer object);
/* The heading shown, newly allocated (g_free it). */
char *pk_message_dialog_dup_heading (GtkWidget *dialog);
/* The body shown, newly allocated (g_free it), or NULL. */
char *pk_message_dialog_dup_body (GtkWidget *dialog);
/* How many handlers are connected to `signal` on `instance`. */
guint pk_signal_count_handlers (gpointer instance, const char *signal);
/* The first GtkExpander (the Details) and GtkCheckButton (Don't ask again) inside
 * `dialog`, or NULL. */
GtkWidget *pk_dialog_find_expander (GtkWidget *dialog);
GtkWidget *pk_dialog_find_check_button (GtkWidget *dialog);
/* An expander's title, newly allocated. */
char *pk_expander_dup_label (GtkWidget *expander);
gboolean pk_expander_get_expanded (GtkWidget *expander);
/* Opens or closes it, as a click on its title does. */
void pk_expander_set_expanded (GtkWidget *expander, gboolean expanded);
/* The text of the text view inside it, newly allocated, or NULL without one. */
char *pk_expander_dup_text (GtkWidget *expander);
/* The label of the button inside it (Copy), newly allocated, or NULL. */
char *pk_expander_dup_button_label (GtkWidget *expander);
/* A check button's label, newly allocated. */
char *pk_check_button_dup_label (GtkWidget *check);
/* Checks or unchecks it, as a click does ("toggled" is emitted). */
void pk_check_button_set_checked (GtkWidget *check, gboolean checked);

/* What `root` shows, depth first, one line each, newly allocated: "label:TEXT" for a
 * visible label with text, "expander:TITLE", "check:LABEL" (with " [x]" when checked), "button:LABEL" (not looked
 * inside). The order a person reads the dialog in, top to bottom. */
char *pk_widget_dup_reading_order (GtkWidget *root);

/* Whether a widget whose type is named `type_name` (e.g. libadwaita's private
 * "AdwToastWidget") is under `root`. */
gboolean pk_widget_has_descendant_named_type (GtkWidget *root, const char *type_name);
/* Click the visible button under `root` labelled `label`, as a person does. FALSE: none. */
gboolean pk_widget_click_button (GtkWidget *root, const char *label);
/* Click the visible button under `root` showing the icon `icon_name` (a toast's close). */
gboolean pk_widget_click_icon_button (GtkWidget *root, const char *icon_name);

/* ---- An alert's fields (GtkEditables: GtkEntry, GtkPasswordEntry, libadwaita's rows) ---- */
/* The `n`th visible field under `root`, depth first, or NULL. */
GtkWidget *pk_widget_nth_field (GtkWidget *root, int n);
/* Whether the first visible button under `root` labelled `label` is sensitive; -1: none. */
int pk_widget_button_sensitive (GtkWidget *root, const char *label);
/* Whether keyboard focus is in `field`. */
gboolean pk_field_has_focus (GtkWidget *field);
/* The reason shown under `field`, or NULL while none shows; g_free it. */
char *pk_field_dup_reason (GtkWidget *field);
/* Return in the field, as its text widget gives it ("activate"). */
void pk_field_press_return (GtkWidget *field);
/* The cursor's position, and the selection (both the position when nothing is selected). */
int pk_field_get_position (GtkWidget *field);
void pk_field_set_position (GtkWidget *field, int position);
void pk_field_get_selection (GtkWidget *field, int *start, int *end);
/* Replace the text; type `text` at the cursor, over the selection, as keys do. */
void pk_field_set_text (GtkWidget *field, const char *text);
void pk_field_type (GtkWidget *field, const char *text);

G_END_DECLS

#endif /* PK_TESTING_H */
