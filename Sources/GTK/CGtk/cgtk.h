/* GTK's C API for Swift, and the casts Swift cannot write: GTK_WINDOW() and friends are
 * function-like macros. What the library does in C lives in CPresentationKitGtk. */
#ifndef PK_CGTK_H
#define PK_CGTK_H

#include <gtk/gtk.h>
#include <glib-unix.h>

static inline GObject *pk_object (gpointer object) { return G_OBJECT (object); }
static inline GtkWindow *pk_window (gpointer widget) { return GTK_WINDOW (widget); }
static inline GtkWidget *pk_widget (gpointer widget) { return GTK_WIDGET (widget); }
static inline GApplication *pk_application (gpointer app) { return G_APPLICATION (app); }
static inline GtkButton *pk_button (gpointer widget) { return GTK_BUTTON (widget); }
static inline GtkLabel *pk_label (gpointer widget) { return GTK_LABEL (widget); }
static inline GtkBox *pk_box (gpointer widget) { return GTK_BOX (widget); }
static inline GtkPopover *pk_popover (gpointer widget) { return GTK_POPOVER (widget); }
static inline GtkEntry *pk_entry (gpointer widget) { return GTK_ENTRY (widget); }
static inline GtkEditable *pk_editable (gpointer widget) { return GTK_EDITABLE (widget); }

#endif /* PK_CGTK_H */
