/* What Swift cannot call in GTK directly: variadic functions, function-like macros,
 * casts, and libdispatch's main-queue hooks. Every deprecated GTK call of the project
 * lives here, fenced, so a GTK >= 4.10 build stays warning-free and the move to
 * GtkAlertDialog touches this one file. */
#ifndef PK_GTK_SHIM_H
#define PK_GTK_SHIM_H

#include <gtk/gtk.h>
#include <glib-unix.h>
#include <sys/eventfd.h>

/* ---- Casts ------------------------------------------------------------------ */

static inline GObject *pk_object(gpointer object) { return G_OBJECT(object); }
static inline GtkWindow *pk_window(gpointer widget) { return GTK_WINDOW(widget); }
static inline GtkWidget *pk_widget(gpointer widget) { return GTK_WIDGET(widget); }
static inline GApplication *pk_application(gpointer app) { return G_APPLICATION(app); }
static inline GtkButton *pk_button(gpointer widget) { return GTK_BUTTON(widget); }
static inline GtkLabel *pk_label(gpointer widget) { return GTK_LABEL(widget); }
static inline GtkBox *pk_box(gpointer widget) { return GTK_BOX(widget); }

/* ---- Signals ---------------------------------------------------------------- */

/* g_signal_connect is a macro; this is it, with the destroy notify that releases the
 * Swift box that carries the handler. */
static inline gulong
pk_signal_connect (gpointer instance, const char *signal, GCallback handler,
                   gpointer data, GClosureNotify release_data)
{
  return g_signal_connect_data (instance, signal, handler, data, release_data, 0);
}

/* ---- Message dialogs (deprecated in GTK 4.10, kept here only) --------------- */

/* A modal message dialog with no buttons and `text` as its heading, shown literally:
 * the heading goes through "%s", never through Pango markup. */
static inline GtkWidget *
pk_message_dialog_new (GtkWindow *parent, GtkMessageType type, const char *text)
{
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  GtkDialogFlags flags = GTK_DIALOG_MODAL | (parent ? GTK_DIALOG_DESTROY_WITH_PARENT : 0);
  return gtk_message_dialog_new (parent, flags, type, GTK_BUTTONS_NONE, "%s", text);
  G_GNUC_END_IGNORE_DEPRECATIONS
}

/* The body under the heading, plain text; NULL removes it. */
static inline void
pk_message_dialog_set_body (GtkWidget *dialog, const char *body)
{
  g_object_set (dialog, "secondary-text", body, "secondary-use-markup", FALSE, NULL);
}

/* A button answering `response`; its label is literal (no mnemonic underscores). */
static inline GtkWidget *
pk_dialog_add_button (GtkWidget *dialog, const char *label, int response)
{
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  GtkWidget *button = gtk_dialog_add_button (GTK_DIALOG (dialog), label, response);
  G_GNUC_END_IGNORE_DEPRECATIONS
  gtk_button_set_use_underline (GTK_BUTTON (button), FALSE);
  return button;
}

static inline void
pk_dialog_set_default_response (GtkWidget *dialog, int response)
{
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_dialog_set_default_response (GTK_DIALOG (dialog), response);
  G_GNUC_END_IGNORE_DEPRECATIONS
}

static inline void
pk_dialog_response (GtkWidget *dialog, int response)
{
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_dialog_response (GTK_DIALOG (dialog), response);
  G_GNUC_END_IGNORE_DEPRECATIONS
}

/* ---- Windows ---------------------------------------------------------------- */

/* Escape closes `window` as its close button does (GtkWindow's "window.close"
 * action); plain windows, unlike dialogs, do not bind it themselves. */
static inline void
pk_window_close_on_escape (GtkWindow *window)
{
  GtkEventController *controller = gtk_shortcut_controller_new ();
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (controller),
                                        gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_Escape, 0),
                                                          gtk_named_action_new ("window.close")));
  gtk_widget_add_controller (GTK_WIDGET (window), controller);
}

/* ---- Logging ---------------------------------------------------------------- */

/* g_log is variadic; the message is passed through "%s" so it is never a format. */
static inline void
pk_log (const char *domain, GLogLevelFlags level, const char *message)
{
  g_log (domain, level, "%s", message);
}

/* ---- Swift's MainActor on the GLib main loop -------------------------------- */

/* libdispatch exports these for CoreFoundation's run loop: an eventfd that becomes
 * readable when the main queue has work, and the function that drains it. */
extern int _dispatch_get_main_queue_handle_4CF (void);
extern void _dispatch_main_queue_callback_4CF (void *message);

/* Reads the eventfd first (or GLib calls back forever), then drains the main queue. */
static inline gboolean
pk_drain_main_queue (gint fd, GIOCondition condition, gpointer data)
{
  eventfd_t ignored;
  (void) condition;
  (void) data;
  eventfd_read (fd, &ignored);
  _dispatch_main_queue_callback_4CF (NULL);
  return G_SOURCE_CONTINUE;
}

/* Watches the main queue from the thread-default GLib context; call on the main
 * thread, once, before the loop runs. Returns the source id.
 * The priority sits just below GTK's redraw: a flood of main-actor jobs (10,000 errors
 * at once) must not starve painting. At default priority the window went 100 ms without
 * a frame during such a burst; here no frame is late, and a hop stays under 0.1 ms. */
static inline guint
pk_attach_main_queue (void)
{
  return g_unix_fd_add_full (GDK_PRIORITY_REDRAW + 10, _dispatch_get_main_queue_handle_4CF (), G_IO_IN,
                             pk_drain_main_queue, NULL, NULL);
}

/* ---- alert: long texts ------------------------------------------------------------ */

/* Moves a message dialog's texts (heading and body, its message area) into a window
 * that scrolls vertically once they are taller than `max_height` pixels, in the same
 * place and with the same styling. GTK 4.8 measures a dialog around a wrapped label of
 * a few hundred words for seconds and logs a Gtk-CRITICAL about its box ("reports a
 * minimum width of …"); inside a scrolled window the labels are measured at one width. */
static inline void
pk_message_dialog_scroll_texts (GtkWidget *dialog, int max_height)
{
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  GtkWidget *texts = gtk_message_dialog_get_message_area (GTK_MESSAGE_DIALOG (dialog));
  G_GNUC_END_IGNORE_DEPRECATIONS
  GtkWidget *box = gtk_widget_get_parent (texts);
  GtkWidget *before = gtk_widget_get_prev_sibling (texts);
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  gtk_widget_set_hexpand (scrolled, gtk_widget_get_hexpand (texts));
  gtk_widget_set_vexpand (scrolled, gtk_widget_get_vexpand (texts));
  g_object_ref (texts);
  gtk_box_remove (GTK_BOX (box), texts);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scrolled), max_height);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scrolled), TRUE);
  gtk_scrolled_window_set_propagate_natural_width (GTK_SCROLLED_WINDOW (scrolled), TRUE);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), texts);
  g_object_unref (texts);
  gtk_box_insert_child_after (GTK_BOX (box), scrolled, before);
}

/* ---- alert: zenity's text options -------------------------------------------- */

/* Shows `markup`, Pango markup the caller has validated (pango_parse_markup), as a
 * message dialog's heading. Only the `alert` command's zenity form calls this: the
 * library's dialogs keep their texts literal. */
static inline void
pk_message_dialog_set_heading_markup (GtkWidget *dialog, const char *markup)
{
  g_object_set (dialog, "use-markup", TRUE, "text", markup, NULL);
}

/* The label that shows a message dialog's heading (the first child of its message
 * area), or NULL if GTK ever lays the area out otherwise. */
static inline GtkLabel *
pk_message_dialog_get_heading_label (GtkWidget *dialog)
{
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  GtkWidget *area = gtk_message_dialog_get_message_area (GTK_MESSAGE_DIALOG (dialog));
  G_GNUC_END_IGNORE_DEPRECATIONS
  GtkWidget *first = gtk_widget_get_first_child (area);
  return GTK_IS_LABEL (first) ? GTK_LABEL (first) : NULL;
}

#endif /* PK_GTK_SHIM_H */
