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

/* A modal message dialog with no buttons and `text` as its heading, shown literally
 * (the "text" property is plain text unless "use-markup" is set), with the accessible
 * role of an alert dialog. The role is fixed once GTK has made the widget's accessible
 * context, so it is given here, at construction; gtk_message_dialog_new() cannot.
 * The properties are what gtk_message_dialog_new() sets for these flags. */
static inline GtkWidget *
pk_message_dialog_new (GtkWindow *parent, GtkMessageType type, const char *text)
{
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  return g_object_new (GTK_TYPE_MESSAGE_DIALOG,
                       "accessible-role", GTK_ACCESSIBLE_ROLE_ALERT_DIALOG,
                       "use-header-bar", FALSE,
                       "message-type", type,
                       "buttons", GTK_BUTTONS_NONE,
                       "text", text,
                       "transient-for", parent,
                       "modal", TRUE,
                       "destroy-with-parent", parent != NULL,
                       NULL);
  G_GNUC_END_IGNORE_DEPRECATIONS
}

/* The heading, plain text: replaces the one the dialog was made with. */
static inline void
pk_message_dialog_set_heading (GtkWidget *dialog, const char *text)
{
  g_object_set (dialog, "text", text, "use-markup", FALSE, NULL);
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

/* ---- Inspecting message dialogs (tests and benchmarks) ------------------------ */

static inline gboolean
pk_is_message_dialog (gpointer object)
{
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  return GTK_IS_MESSAGE_DIALOG (object);
  G_GNUC_END_IGNORE_DEPRECATIONS
}

/* The heading shown, newly allocated (g_free it). */
static inline char *
pk_message_dialog_dup_heading (GtkWidget *dialog)
{
  char *text = NULL;
  g_object_get (dialog, "text", &text, NULL);
  return text;
}

/* The body shown, newly allocated (g_free it), or NULL. */
static inline char *
pk_message_dialog_dup_body (GtkWidget *dialog)
{
  char *text = NULL;
  g_object_get (dialog, "secondary-text", &text, NULL);
  return text;
}

/* How many handlers are connected to `signal` on `instance`. GObject has no counting
 * call, and its *_matched calls ignore a mask of the signal id alone: find one unblocked
 * handler, block it, count it, until none is left; then unblock them all again. */
static inline guint
pk_signal_count_handlers (gpointer instance, const char *signal)
{
  guint id = g_signal_lookup (signal, G_TYPE_FROM_INSTANCE (instance));
  GArray *found = g_array_new (FALSE, FALSE, sizeof (gulong));
  gulong handler;
  while ((handler = g_signal_handler_find (instance, G_SIGNAL_MATCH_ID | G_SIGNAL_MATCH_UNBLOCKED,
                                           id, 0, NULL, NULL, NULL)) != 0)
    {
      g_signal_handler_block (instance, handler);
      g_array_append_val (found, handler);
    }
  for (guint i = 0; i < found->len; i++)
    g_signal_handler_unblock (instance, g_array_index (found, gulong, i));
  guint count = found->len;
  g_array_free (found, TRUE);
  return count;
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

/* ---- Accessibility ------------------------------------------------------------ */

/* gtk_accessible_update_property and _relation are variadic; these set one attribute
 * each. What GTK 4.8 reads out of them over AT-SPI (measured):
 *   name        = the "label" property, then the names of the labelled-by targets,
 *                 joined by spaces (a window's label is its title, "" when it has none:
 *                 labelled-by alone on a window reads " Heading");
 *   description = the "description" property only (described-by is exposed as a
 *                 relation but does not make a description). */

/* The heading label of a message dialog (its "text"): the first child of its message
 * area, or NULL if GTK ever lays the area out otherwise. */
static inline GtkWidget *
pk_message_dialog_get_heading (GtkWidget *dialog)
{
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  GtkWidget *texts = gtk_message_dialog_get_message_area (GTK_MESSAGE_DIALOG (dialog));
  G_GNUC_END_IGNORE_DEPRECATIONS
  GtkWidget *first = gtk_widget_get_first_child (texts);
  return GTK_IS_LABEL (first) ? first : NULL;
}

/* The body label of a message dialog (its "secondary-text"), under the heading. */
static inline GtkWidget *
pk_message_dialog_get_body (GtkWidget *dialog)
{
  GtkWidget *heading = pk_message_dialog_get_heading (dialog);
  GtkWidget *body = heading ? gtk_widget_get_next_sibling (heading) : NULL;
  return body && GTK_IS_LABEL (body) ? body : NULL;
}

/* The button a dialog shows for `response`, or NULL. */
static inline GtkWidget *
pk_dialog_get_button (GtkWidget *dialog, int response)
{
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  return gtk_dialog_get_widget_for_response (GTK_DIALOG (dialog), response);
  G_GNUC_END_IGNORE_DEPRECATIONS
}

/* Names `widget` by the text of `label`, and follows it when the text changes. */
static inline void
pk_accessible_set_labelled_by (GtkWidget *widget, GtkWidget *label)
{
  gtk_accessible_update_relation (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_RELATION_LABELLED_BY, label, NULL, -1);
}

/* Points from `widget` to the label that describes it. */
static inline void
pk_accessible_set_described_by (GtkWidget *widget, GtkWidget *label)
{
  gtk_accessible_update_relation (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_RELATION_DESCRIBED_BY, label, NULL, -1);
}

/* The description a screen reader reads after the name. */
static inline void
pk_accessible_set_description (GtkWidget *widget, const char *description)
{
  gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description, -1);
}

/* Drops the "label" property: a window's title (empty for a message dialog) would
 * otherwise stand before the names of its labelled-by targets. */
static inline void
pk_accessible_reset_label (GtkWidget *widget)
{
  gtk_accessible_reset_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL);
}

/* Drops the labelled-by relation. A GtkButton with a label sets both its "label"
 * property and labelled-by its label child, so GTK 4.8 names it twice ("Cancel Cancel");
 * without the relation it is named once, by the property. */
static inline void
pk_accessible_reset_labelled_by (GtkWidget *widget)
{
  gtk_accessible_reset_relation (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
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

#endif /* PK_GTK_SHIM_H */
