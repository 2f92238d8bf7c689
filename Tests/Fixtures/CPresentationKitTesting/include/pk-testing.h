/* What tests and benchmarks inspect in GTK objects: message dialogs' texts, signal
 * handler counts. Not part of the library. */
#ifndef PK_TESTING_H
#define PK_TESTING_H

#include "../../../../Sources/GTK/CGtk/cgtk.h"   /* GTK, through the CGtk module: one owner of its declarations */

G_BEGIN_DECLS

/* Whether `object` is a GtkMessageDialog. */
gboolean pk_is_message_dialog (gpointer object);
/* The heading shown, newly allocated (g_free it). */
char *pk_message_dialog_dup_heading (GtkWidget *dialog);
/* The body shown, newly allocated (g_free it), or NULL. */
char *pk_message_dialog_dup_body (GtkWidget *dialog);
/* How many handlers are connected to `signal` on `instance`. */
guint pk_signal_count_handlers (gpointer instance, const char *signal);

G_END_DECLS

#endif /* PK_TESTING_H */
