/* What Swift cannot call in GTK directly: variadic functions, function-like macros,
 * casts, and libdispatch's main-queue hooks. Every deprecated GTK call of the project
 * lives here, fenced, so a GTK >= 4.10 build stays warning-free and the move to
 * GtkAlertDialog touches this one file. */
#ifndef PK_GTK_SHIM_H
#define PK_GTK_SHIM_H

#include <gtk/gtk.h>
#include <glib-unix.h>
#include <sys/eventfd.h>
#include <dlfcn.h>
#include <string.h>
#include <unistd.h>

/* ---- Casts ------------------------------------------------------------------ */

static inline GObject *pk_object(gpointer object) { return G_OBJECT(object); }
static inline GtkWindow *pk_window(gpointer widget) { return GTK_WINDOW(widget); }
static inline GtkWidget *pk_widget(gpointer widget) { return GTK_WIDGET(widget); }
static inline GApplication *pk_application(gpointer app) { return G_APPLICATION(app); }
static inline GtkButton *pk_button(gpointer widget) { return GTK_BUTTON(widget); }
static inline GtkLabel *pk_label(gpointer widget) { return GTK_LABEL(widget); }
static inline GtkBox *pk_box(gpointer widget) { return GTK_BOX(widget); }
static inline GtkEntry *pk_entry(gpointer widget) { return GTK_ENTRY(widget); }
static inline GtkEditable *pk_editable(gpointer widget) { return GTK_EDITABLE(widget); }

/* ---- Signals ---------------------------------------------------------------- */

/* g_signal_connect is a macro; this is it, with the destroy notify that releases the
 * Swift box that carries the handler. */
static inline gulong
pk_signal_connect (gpointer instance, const char *signal, GCallback handler,
                   gpointer data, GClosureNotify release_data)
{
  return g_signal_connect_data (instance, signal, handler, data, release_data, 0);
}

/* What a signal's C handler looks like, as the typed connections tell it apart: one
 * kind per value, by fundamental type. */
typedef enum {
  PK_SIGNAL_VALUE_NONE,     /* no value: void, or no parameter */
  PK_SIGNAL_VALUE_INT,      /* gint, an enum */
  PK_SIGNAL_VALUE_UINT,     /* guint, flags */
  PK_SIGNAL_VALUE_BOOLEAN,  /* gboolean */
  PK_SIGNAL_VALUE_DOUBLE,   /* gdouble */
  PK_SIGNAL_VALUE_POINTER,  /* an object, a boxed value, a string, a param spec, a pointer */
  PK_SIGNAL_VALUE_OTHER     /* anything else (gint64, gfloat, …): no typed connection */
} PkSignalValue;

static inline PkSignalValue
pk_signal_value_kind (GType type)
{
  GType fundamental = G_TYPE_FUNDAMENTAL (type & ~G_SIGNAL_TYPE_STATIC_SCOPE);
  if (fundamental == G_TYPE_NONE) return PK_SIGNAL_VALUE_NONE;
  if (fundamental == G_TYPE_INT || fundamental == G_TYPE_ENUM) return PK_SIGNAL_VALUE_INT;
  if (fundamental == G_TYPE_UINT || fundamental == G_TYPE_FLAGS) return PK_SIGNAL_VALUE_UINT;
  if (fundamental == G_TYPE_BOOLEAN) return PK_SIGNAL_VALUE_BOOLEAN;
  if (fundamental == G_TYPE_DOUBLE) return PK_SIGNAL_VALUE_DOUBLE;
  if (fundamental == G_TYPE_OBJECT || fundamental == G_TYPE_INTERFACE || fundamental == G_TYPE_BOXED
      || fundamental == G_TYPE_POINTER || fundamental == G_TYPE_STRING || fundamental == G_TYPE_PARAM
      || fundamental == G_TYPE_VARIANT)
    return PK_SIGNAL_VALUE_POINTER;
  return PK_SIGNAL_VALUE_OTHER;
}

/* The shape of the detailed signal `name` ("changed", "notify::text") on `instance`'s
 * type, from g_signal_query: FALSE when the type has no such signal; else its parameter
 * count, the kind of its first parameter and of its return value. */
static inline gboolean
pk_signal_shape (gpointer instance, const char *name, guint *n_params,
                 PkSignalValue *first_param, PkSignalValue *returns)
{
  guint id;
  GQuark detail;
  if (!g_signal_parse_name (name, G_TYPE_FROM_INSTANCE (instance), &id, &detail, FALSE))
    return FALSE;
  GSignalQuery query;
  g_signal_query (id, &query);
  *n_params = query.n_params;
  *first_param = query.n_params > 0 ? pk_signal_value_kind (query.param_types[0]) : PK_SIGNAL_VALUE_NONE;
  *returns = pk_signal_value_kind (query.return_type);
  return TRUE;
}

/* Emits the parameterless signal `name` on `instance` (g_signal_emit_by_name is variadic). */
static inline void
pk_signal_emit (gpointer instance, const char *name)
{
  g_signal_emit_by_name (instance, name);
}

/* The name of `instance`'s type, for messages ("GtkEntry"). */
static inline const char *
pk_type_name (gpointer instance)
{
  return G_OBJECT_TYPE_NAME (instance);
}

/* ---- Message dialogs (deprecated in GTK 4.10, kept here only) --------------- */

static inline GtkWidget *pk_message_dialog_get_heading (GtkWidget *dialog);

/* Shows the heading label only when the heading has text. GtkMessageDialog shows it
 * whatever its text: an empty line above the body, which AT-SPI reads as a label named
 * "GtkLabel" (4.8) or "" (4.18). */
static inline void
pk_message_dialog_hide_empty_heading (GtkWidget *dialog)
{
  GtkWidget *heading = pk_message_dialog_get_heading (dialog);
  if (heading != NULL)
    gtk_widget_set_visible (heading, gtk_label_get_text (GTK_LABEL (heading))[0] != '\0');
}

/* A modal message dialog with no buttons and `text` as its heading, shown literally
 * (the "text" property is plain text unless "use-markup" is set), with the accessible
 * role of an alert dialog. The role is fixed once GTK has made the widget's accessible
 * context, so it is given here, at construction; gtk_message_dialog_new() cannot.
 * The properties are what gtk_message_dialog_new() sets for these flags. */
static inline GtkWidget *
pk_message_dialog_new (GtkWindow *parent, GtkMessageType type, const char *text)
{
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  GtkWidget *dialog = g_object_new (GTK_TYPE_MESSAGE_DIALOG,
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
  pk_message_dialog_hide_empty_heading (dialog);
  return dialog;
}

/* The heading, plain text: replaces the one the dialog was made with. */
static inline void
pk_message_dialog_set_heading (GtkWidget *dialog, const char *text)
{
  g_object_set (dialog, "text", text, "use-markup", FALSE, NULL);
  pk_message_dialog_hide_empty_heading (dialog);
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
 *                 relation but does not make a description).
 * GTK 4.18 computes both as ARIA's accname does (gtk_at_context_get_text in
 * gtkatcontext.c): a relation wins over the property, and each relation target adds its
 * own property of the same kind. A labelled-by label adds its "label" (its text), but a
 * described-by label adds its "description", which a label has not: the widget's
 * description reads "" although its own "description" property is set (measured). */

/* The message area: the box holding the heading and the body. */
static inline GtkWidget *
pk_message_dialog_get_texts (GtkWidget *dialog)
{
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  return gtk_message_dialog_get_message_area (GTK_MESSAGE_DIALOG (dialog));
  G_GNUC_END_IGNORE_DEPRECATIONS
}

/* The heading label of a message dialog (its "text"): the first child of its message
 * area, or NULL if GTK ever lays the area out otherwise. */
static inline GtkWidget *
pk_message_dialog_get_heading (GtkWidget *dialog)
{
  GtkWidget *first = gtk_widget_get_first_child (pk_message_dialog_get_texts (dialog));
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

/* Describes `widget` by `label`, which shows `description`: what a screen reader reads
 * after the widget's name, and the described-by relation to the label that shows it.
 * NULL `description` (or `label`) removes both. The text goes where each GTK reads it
 * (run-time check: a binary built on 4.8 runs on newer GTKs too):
 *   GTK 4.8:   on `widget` (the relation is not followed);
 *   GTK 4.10+: on `label`, only. 4.18 reads a described-by target's description (see
 *              above) and ignores `widget`'s own; the 4.10 and 4.12 sources add the
 *              widget's own and the targets' up, so setting both would read it twice.
 * The label's description then equals its name, which a screen reader does not repeat. */
static inline void
pk_accessible_describe_by_label (GtkWidget *widget, GtkWidget *label, const char *description)
{
  gboolean reads_targets = gtk_get_major_version () > 4 || gtk_get_minor_version () >= 10;
  if (label != NULL && description != NULL)
    gtk_accessible_update_relation (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_RELATION_DESCRIBED_BY, label, NULL, -1);
  else
    gtk_accessible_reset_relation (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_RELATION_DESCRIBED_BY);
  if (label != NULL && reads_targets)
    {
      gtk_accessible_update_property (GTK_ACCESSIBLE (label), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                      description != NULL ? description : "", -1);
      gtk_accessible_reset_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
    }
  else
    gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                    description != NULL ? description : "", -1);
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

/* ---- Styling ------------------------------------------------------------------ */

/* Loads the style sheet `css` into `provider`. GTK 4.12 deprecates the call 4.8 has
 * (gtk_css_provider_load_from_data) for one 4.8 lacks (load_from_string): the headers
 * the module is built with choose. */
static inline void
pk_css_provider_load_from_string (GtkCssProvider *provider, const char *css)
{
#if GTK_CHECK_VERSION (4, 12, 0)
  gtk_css_provider_load_from_string (provider, css);
#else
  gtk_css_provider_load_from_data (provider, css, -1);
#endif
}

/* ---- Announcements ------------------------------------------------------------- */

/* gtk_accessible_announce's signature (GTK 4.14), for the lookup below. */
typedef void (*PkAccessibleAnnounceFunc) (GtkAccessible *accessible, const char *message, int priority);

/* Asks a screen reader to say `message` now, on behalf of `widget`: polite (GTK's
 * MEDIUM priority: after what it is saying), or assertive (HIGH: at once), as a toast
 * appears. GTK 4.14 added gtk_accessible_announce; it is looked up at run time in the
 * GTK the program runs with, so a binary built against 4.8's headers announces on
 * 4.14 or later. Returns FALSE, doing nothing, where that GTK has no such call. */
static inline gboolean
pk_accessible_announce (GtkWidget *widget, const char *message, gboolean assertive)
{
  static gsize looked_up = 0;
  static PkAccessibleAnnounceFunc announce = NULL;
  if (g_once_init_enter (&looked_up))
    {
      void *program = dlopen (NULL, RTLD_LAZY);
      if (program != NULL)
        announce = (PkAccessibleAnnounceFunc) dlsym (program, "gtk_accessible_announce");
      g_once_init_leave (&looked_up, 1);
    }
  if (announce == NULL)
    return FALSE;
  /* GTK_ACCESSIBLE_ANNOUNCEMENT_PRIORITY_MEDIUM = 1, _HIGH = 2 (gtkenums.h, 4.14) */
  announce (GTK_ACCESSIBLE (widget), message, assertive ? 2 : 1);
  return TRUE;
}

/* ---- Toasts and popovers ------------------------------------------------------ */

/* The overlay toasts float in over `window`'s content: made once, around the window's
 * child (which keeps its place and state, only moved one level down), and found again by
 * later presenters through the window's "pk-toast-overlay" data. The window owns it. */
static inline GtkWidget *
pk_window_get_toast_overlay (GtkWindow *window)
{
  GtkWidget *overlay = g_object_get_data (G_OBJECT (window), "pk-toast-overlay");
  if (overlay != NULL && gtk_window_get_child (window) == overlay)
    return overlay;
  GtkWidget *child = gtk_window_get_child (window);
  overlay = gtk_overlay_new ();
  if (child != NULL)
    {
      g_object_ref (child);
      gtk_window_set_child (window, NULL);
      gtk_overlay_set_child (GTK_OVERLAY (overlay), child);
      g_object_unref (child);
    }
  gtk_window_set_child (window, overlay);
  g_object_set_data (G_OBJECT (window), "pk-toast-overlay", overlay);
  return overlay;
}

/* The box a toast's text and buttons sit in, with the accessible role of an alert
 * (ARIA's live status message; fixed at construction, so given here). */
static inline GtkWidget *
pk_toast_box_new (void)
{
  return g_object_new (GTK_TYPE_BOX,
                       "accessible-role", GTK_ACCESSIBLE_ROLE_ALERT,
                       "orientation", GTK_ORIENTATION_HORIZONTAL,
                       NULL);
}

/* The name a screen reader reads for a widget with no text of its own (an icon button). */
static inline void
pk_accessible_set_label (GtkWidget *widget, const char *label)
{
  gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

/* Calls `callback` when `keyval` (no modifiers) is pressed while focus is in `widget`
 * (or, on a window, anywhere in it); the callback returns TRUE when it handled the key.
 * Returns the controller, for gtk_widget_remove_controller(). `destroy` frees `data`
 * with the controller. */
static inline GtkEventController *
pk_widget_add_key_shortcut (GtkWidget *widget, guint keyval, GtkShortcutFunc callback,
                            gpointer data, GDestroyNotify destroy)
{
  GtkEventController *controller = gtk_shortcut_controller_new ();
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (controller),
                                        gtk_shortcut_new (gtk_keyval_trigger_new (keyval, 0),
                                                          gtk_callback_action_new (callback, data, destroy)));
  gtk_widget_add_controller (widget, controller);
  return controller;
}

static inline GtkPopover *pk_popover (gpointer widget) { return GTK_POPOVER (widget); }

/* A popover pointed at `anchor` (its parent until pk_popover_detach), on `position`'s
 * side; it closes on Escape and on a click outside. */
static inline GtkWidget *
pk_popover_new_at (GtkWidget *anchor, GtkPositionType position)
{
  GtkWidget *popover = gtk_popover_new ();
  gtk_popover_set_position (GTK_POPOVER (popover), position);
  gtk_popover_set_autohide (GTK_POPOVER (popover), TRUE);
  gtk_widget_set_parent (popover, anchor);
  return popover;
}

/* Shows `popover` with `child` as its content. GTK 4.8 moves focus into an autohide
 * popover as it shows, and when its window has no focus widget (nothing focused yet)
 * logs "gtk_widget_is_ancestor: assertion 'GTK_IS_WIDGET (widget)' failed" (measured).
 * Naming the content the popover's focus child first skips that search; focus then
 * goes into the popover on Tab, and Escape closes it either way. */
static inline void
pk_popover_popup_with_child (GtkWidget *popover, GtkWidget *child)
{
  gtk_popover_set_child (GTK_POPOVER (popover), child);
  GtkRoot *root = gtk_widget_get_root (popover);
  if (root == NULL || gtk_root_get_focus (root) == NULL)
    {
      /* The content sits in the popover's own box: name that box. */
      GtkWidget *inner = child;
      while (gtk_widget_get_parent (inner) != popover)
        inner = gtk_widget_get_parent (inner);
      gtk_widget_set_focus_child (popover, inner);
    }
  gtk_popover_popup (GTK_POPOVER (popover));
}

/* Takes a popover off its anchor; the anchor held the only reference, so it goes. */
static inline void
pk_popover_detach (GtkWidget *popover)
{
  gtk_widget_unparent (popover);
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

/* ---- Message dialogs: text that fits any text, on any fonts (issue 11) ---------------
 *
 * The cause of "GtkBox … reports a minimum width of N, but minimum width for height of
 * 1048576 is M. Expect overlapping widgets." (GTK 4.8):
 * GtkMessageDialog puts its message area (a vertical box holding the two wrapping
 * labels) inside a horizontal box. To find that box's height for a width, GtkBox
 * (distribute_remaining_size in gtkboxlayout.c) asks the message area for its width at
 * a given height; the message area gives each label a height and asks its width for
 * it, and a wrapping GtkLabel answers by a binary search over widths
 * (my_pango_layout_get_width_for_height in gtklabel.c) that assumes the wrapped text
 * gets lower as it gets wider. With fonts of different line heights that is false: a
 * line is as tall as the tallest font on it, so "Продолжить? 続行しますか？" in DejaVu
 * Sans and Droid Sans Fallback is 33 px tall at 96 px wide (a Cyrillic line, a CJK
 * line) but 35 px at 113–190 px (two lines that both carry CJK). The search answers
 * 191 px for the height the label has at 96 px; GtkBox then finds the message area's
 * minimum width for unlimited height (191) above its minimum width (96) and logs the
 * critical. Without a CJK font the glyphs are boxes in one font, every line has the
 * same height and the search is right: why it depended on the machine. Breaking inside
 * words (PANGO_WRAP_WORD_CHAR, for paths and URLs) adds a second way for the search to
 * be wrong: a line can come out wider than the width asked for.
 *
 * The fix removes the question: the message area gets a layout that never asks a label
 * for its width at a height. Its width is its widest text's, whatever the height; its
 * height at a width is its texts' heights at that width, which a label answers exactly
 * with one layout. Every dialog gets it, so no text and no font can raise the critical,
 * and GTK no longer nests binary searches around long texts. */

/* Spacing between the texts, kept on the message area when its GtkBoxLayout goes. */
#define PK_TEXTS_SPACING_KEY "pk-texts-spacing"

static inline GtkSizeRequestMode
pk_texts_request_mode (GtkWidget *texts)
{
  (void) texts;
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

/* Width: the widest text's, at any height (labels are asked at no height). Height at
 * a width: the texts' heights at that width, one under the other. */
static inline void
pk_texts_measure (GtkWidget *texts, GtkOrientation orientation, int for_size,
                  int *minimum, int *natural, int *minimum_baseline, int *natural_baseline)
{
  int spacing = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (texts), PK_TEXTS_SPACING_KEY));
  int shown = 0;
  *minimum = *natural = 0;
  for (GtkWidget *child = gtk_widget_get_first_child (texts); child; child = gtk_widget_get_next_sibling (child))
    {
      int child_minimum, child_natural;
      if (!gtk_widget_should_layout (child))
        continue;
      shown++;
      if (orientation == GTK_ORIENTATION_HORIZONTAL)
        {
          gtk_widget_measure (child, orientation, -1, &child_minimum, &child_natural, NULL, NULL);
          *minimum = MAX (*minimum, child_minimum);
          *natural = MAX (*natural, child_natural);
        }
      else
        {
          gtk_widget_measure (child, orientation, for_size, &child_minimum, &child_natural, NULL, NULL);
          *minimum += child_minimum;
          *natural += child_natural;
        }
    }
  if (orientation == GTK_ORIENTATION_VERTICAL && shown > 1)
    {
      *minimum += spacing * (shown - 1);
      *natural += spacing * (shown - 1);
    }
  if (minimum_baseline)
    *minimum_baseline = -1;
  if (natural_baseline)
    *natural_baseline = -1;
}

/* The texts one under the other at the full width, each as tall as it is at that
 * width; height to spare goes to the last one (the body, which GTK's own layout lets
 * expand; its text stays at the top). */
static inline void
pk_texts_allocate (GtkWidget *texts, int width, int height, int baseline)
{
  int spacing = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (texts), PK_TEXTS_SPACING_KEY));
  int used = 0, y = 0;
  GtkWidget *last = NULL;
  (void) baseline;
  for (GtkWidget *child = gtk_widget_get_first_child (texts); child; child = gtk_widget_get_next_sibling (child))
    {
      int child_height;
      if (!gtk_widget_should_layout (child))
        continue;
      gtk_widget_measure (child, GTK_ORIENTATION_VERTICAL, width, NULL, &child_height, NULL, NULL);
      used += child_height + (last ? spacing : 0);
      last = child;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (texts); child; child = gtk_widget_get_next_sibling (child))
    {
      int child_height;
      if (!gtk_widget_should_layout (child))
        continue;
      gtk_widget_measure (child, GTK_ORIENTATION_VERTICAL, width, NULL, &child_height, NULL, NULL);
      if (child == last && height > used)
        child_height += height - used;
      gtk_widget_allocate (child, width, child_height, -1,
                           gsk_transform_translate (NULL, &GRAPHENE_POINT_INIT (0, y)));
      y += child_height + spacing;
    }
}

/* Gives the message area the layout above, in place of its GtkBoxLayout. */
static inline void
pk_message_dialog_stack_texts (GtkWidget *dialog)
{
  GtkWidget *texts = pk_message_dialog_get_texts (dialog);
  g_object_set_data (G_OBJECT (texts), PK_TEXTS_SPACING_KEY, GINT_TO_POINTER (gtk_box_get_spacing (GTK_BOX (texts))));
  gtk_widget_set_layout_manager (texts, gtk_custom_layout_new (pk_texts_request_mode, pk_texts_measure, pk_texts_allocate));
}

/* Runs longer than this, in characters, with no place to break a line, make a label
 * wrap between any two characters (PANGO_WRAP_CHAR) instead of keeping words whole. */
#define PK_WRAP_LONGEST_WORD 500

/* The longest run of `text` in which Pango finds no place to break a line, in characters. */
static inline int
pk_text_longest_unbreakable_run (const char *text)
{
  int length = g_utf8_strlen (text, -1);
  PangoLogAttr *attrs = g_new (PangoLogAttr, length + 1);
  int longest = 0, run = 0;
  pango_get_log_attrs (text, -1, -1, NULL, attrs, length + 1);
  for (int i = 0; i < length; i++)
    {
      run = attrs[i].is_line_break ? 1 : run + 1;
      longest = MAX (longest, run);
    }
  g_free (attrs);
  return longest;
}

/* Heading and body break inside a word when a word alone is wider than the line (a
 * path, a URL, a hash): with the default PANGO_WRAP_WORD such a run never breaks and
 * the dialog grows as wide as the run (400 characters: wider than a 1280-px screen).
 * PANGO_WRAP_WORD_CHAR does that, but costs time growing with the square of the
 * longest run: GtkLabel measures its minimum width with a layout 0 px wide, and Pango
 * then tries the whole run on each line before breaking it. A 10,000-digit run took
 * 6.0 s in Pango alone (4.8 and 4.18 alike; 0.09 s with PANGO_WRAP_CHAR), blocking the
 * main loop while the dialog was built. Texts with a run that long wrap anywhere.
 * Call again after a text changes. */
static inline void
pk_message_dialog_wrap_anywhere (GtkWidget *dialog)
{
  GtkWidget *texts = pk_message_dialog_get_texts (dialog);
  for (GtkWidget *child = gtk_widget_get_first_child (texts); child; child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_LABEL (child))
      {
        const char *text = gtk_label_get_text (GTK_LABEL (child));
        gboolean long_run = pk_text_longest_unbreakable_run (text) > PK_WRAP_LONGEST_WORD;
        gtk_label_set_wrap_mode (GTK_LABEL (child), long_run ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR);
      }
}

/* A button's label on one line, at most `max_chars` characters wide, ellipsized past
 * that with the whole label as its tooltip: a 400-character label would otherwise make
 * the button row, and so the dialog, wider than the screen. One line keeps the button
 * row free of height-for-width questions (see above). */
static inline void
pk_button_limit_label_width (GtkWidget *button, int max_chars)
{
  GtkWidget *label = gtk_button_get_child (GTK_BUTTON (button));
  if (!GTK_IS_LABEL (label))
    return;
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_label_set_max_width_chars (GTK_LABEL (label), max_chars);
  const char *text = gtk_label_get_text (GTK_LABEL (label));
  if (g_utf8_strlen (text, -1) > max_chars)
    gtk_widget_set_tooltip_text (button, text);
}

/* The work area of the monitor `widget`'s window is on (before that window is shown:
 * its transient parent's monitor, else the display's first monitor): what a window may
 * cover without hiding under panels. Without a monitor, a rectangle of G_MAXINT. */
#ifdef GDK_WINDOWING_X11
/* From <gdk/x11/gdkx.h>, declared here so the module does not import Xlib's headers. */
extern GType gdk_x11_monitor_get_type (void);
extern void gdk_x11_monitor_get_workarea (GdkMonitor *monitor, GdkRectangle *workarea);
#endif
static inline GdkRectangle
pk_widget_get_workarea (GtkWidget *widget)
{
  GdkRectangle area = { 0, 0, G_MAXINT, G_MAXINT };
  GdkDisplay *display = gtk_widget_get_display (widget);
  GtkNative *native = gtk_widget_get_native (widget);
  GdkSurface *surface = native ? gtk_native_get_surface (native) : NULL;
  if (surface == NULL && GTK_IS_WINDOW (native) && gtk_window_get_transient_for (GTK_WINDOW (native)))
    surface = gtk_native_get_surface (GTK_NATIVE (gtk_window_get_transient_for (GTK_WINDOW (native))));
  GdkMonitor *monitor = surface ? gdk_display_get_monitor_at_surface (display, surface) : NULL;
  GListModel *monitors = gdk_display_get_monitors (display);
  if (monitor == NULL && g_list_model_get_n_items (monitors) > 0)
    {
      monitor = g_list_model_get_item (monitors, 0);
      g_object_unref (monitor); /* the display keeps it */
    }
  if (monitor == NULL)
    return area;
  gdk_monitor_get_geometry (monitor, &area);
#ifdef GDK_WINDOWING_X11
  if (G_TYPE_CHECK_INSTANCE_TYPE (monitor, gdk_x11_monitor_get_type ()))
    gdk_x11_monitor_get_workarea (monitor, &area);
#endif
  return area;
}

/* The height the message dialog's texts (heading and body) want at the width they
 * want: what decides whether they need to scroll. */
static inline int
pk_message_dialog_texts_height (GtkWidget *dialog)
{
  GtkWidget *texts = pk_message_dialog_get_texts (dialog);
  int width, height;
  gtk_widget_measure (texts, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &width, NULL, NULL);
  gtk_widget_measure (texts, GTK_ORIENTATION_VERTICAL, width, NULL, &height, NULL, NULL);
  return height;
}

/* Moves a message dialog's texts (heading and body, its message area) into a window
 * that scrolls vertically once they are taller than `max_height` pixels, in the same
 * place and with the same styling. A scrolled window asks its child for sizes at no
 * given width or height, so very long texts are also laid out once, not searched. */
static inline void
pk_message_dialog_scroll_texts (GtkWidget *dialog, int max_height)
{
  GtkWidget *texts = pk_message_dialog_get_texts (dialog);
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

/* ---- Message dialogs: what goes under the message (AlertDialog.Options) ---------- */

/* Lines under the message go into the message area, after the heading and the body,
 * aligned as the body is: the message area's own layout (above) stacks any child. */
static inline void
pk_message_dialog_append (GtkWidget *dialog, GtkWidget *child)
{
  GtkWidget *body = pk_message_dialog_get_body (dialog);
  if (body != NULL)
    gtk_widget_set_halign (child, gtk_widget_get_halign (body));
  gtk_box_append (GTK_BOX (pk_message_dialog_get_texts (dialog)), child);
}

/* A label on its own line under the message (a countdown), plain text, read over
 * AT-SPI as a label whose name is its text. */
static inline GtkWidget *
pk_message_dialog_add_line (GtkWidget *dialog, const char *text)
{
  GtkWidget *body = pk_message_dialog_get_body (dialog);
  GtkWidget *line = gtk_label_new (text);
  if (body != NULL)
    gtk_label_set_xalign (GTK_LABEL (line), gtk_label_get_xalign (GTK_LABEL (body)));
  gtk_widget_add_css_class (line, "dim-label");
  pk_message_dialog_append (dialog, line);
  return line;
}

/* A check button under the message, unchecked, its label literal. */
static inline GtkWidget *
pk_message_dialog_add_check (GtkWidget *dialog, const char *label)
{
  GtkWidget *check = gtk_check_button_new_with_label (label);
  pk_message_dialog_append (dialog, check);
  return check;
}

static inline gboolean
pk_check_button_get_active (GtkWidget *check)
{
  return gtk_check_button_get_active (GTK_CHECK_BUTTON (check));
}

/* gdk_clipboard_store_async hands the text to a clipboard manager, so it outlives the
 * process; with none (a bare X server, most Wayland compositors) it fails, which
 * changes nothing for the person: the text stays on the clipboard while the dialog is
 * up. The failure is expected, so it is not logged. */
static inline void
pk_details_stored (GObject *clipboard, GAsyncResult *result, gpointer data)
{
  GError *error = NULL;
  (void) data;
  if (!gdk_clipboard_store_finish (GDK_CLIPBOARD (clipboard), result, &error))
    g_clear_error (&error);
}

static inline void
pk_details_copy (GtkButton *button, gpointer text_view)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (GTK_TEXT_VIEW (text_view));
  GtkTextIter start, end;
  gtk_text_buffer_get_bounds (buffer, &start, &end);
  char *text = gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
  GdkClipboard *clipboard = gtk_widget_get_clipboard (GTK_WIDGET (button));
  gdk_clipboard_set_text (clipboard, text);
  gdk_clipboard_store_async (clipboard, G_PRIORITY_DEFAULT, NULL, pk_details_stored, NULL);
  g_free (text);
}

/* The details' text, kept on the expander until it is first opened. */
#define PK_DETAILS_TEXT_KEY "pk-details-text"

/* Fills the text view when the expander is first opened: a megabyte of text in a
 * GtkTextBuffer took the dialog from 0.6 s to 2.6 s to show (measured, debug build),
 * for details most people never open. */
static inline void
pk_details_fill (GObject *expander, GParamSpec *pspec, gpointer text_view)
{
  char *text = g_object_steal_data (expander, PK_DETAILS_TEXT_KEY);
  (void) pspec;
  if (text == NULL)
    return;
  gtk_text_buffer_set_text (gtk_text_view_get_buffer (GTK_TEXT_VIEW (text_view)), text, -1);
  g_free (text);
}

/* Rows of details shown before they scroll, and the width they take, in characters. */
#define PK_DETAILS_ROWS 10
#define PK_DETAILS_COLUMNS 60

/* A collapsed expander under the message, titled `label` (literal), holding `text`
 * (valid UTF-8, literal) in a monospace text view that can be selected but not edited,
 * scrolling both ways past PK_DETAILS_ROWS rows and PK_DETAILS_COLUMNS columns, and a
 * button titled `copy_label` that puts the whole text on the clipboard. Lines do not
 * wrap: details are logs and traces, read by column. The text goes into the view when
 * the expander is first opened, and the view lays its lines out in idle time, so a
 * megabyte of text does not hold up the dialog. */
static inline GtkWidget *
pk_message_dialog_add_details (GtkWidget *dialog, const char *label, const char *copy_label, const char *text)
{
  GtkWidget *expander = gtk_expander_new (label);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  GtkWidget *view = gtk_text_view_new ();
  GtkWidget *copy = gtk_button_new_with_label (copy_label);
  PangoContext *context = gtk_widget_get_pango_context (view);
  PangoFontMetrics *metrics;
  int row, column;

  g_object_set_data_full (G_OBJECT (expander), PK_DETAILS_TEXT_KEY, g_strdup (text), g_free);
  g_signal_connect (expander, "notify::expanded", G_CALLBACK (pk_details_fill), view);
  gtk_text_view_set_monospace (GTK_TEXT_VIEW (view), TRUE);
  gtk_text_view_set_editable (GTK_TEXT_VIEW (view), FALSE);
  gtk_text_view_set_cursor_visible (GTK_TEXT_VIEW (view), FALSE);
  gtk_text_view_set_wrap_mode (GTK_TEXT_VIEW (view), GTK_WRAP_NONE);
  gtk_widget_add_css_class (view, "monospace");

  /* The size of the scrolled area, from the monospace font's metrics. */
  {
    PangoFontDescription *font = pango_font_description_from_string ("Monospace");
    pango_font_description_merge (font, pango_context_get_font_description (context), FALSE);
    pango_font_description_set_family (font, "Monospace");
    metrics = pango_context_get_metrics (context, font, NULL);
    pango_font_description_free (font);
  }
  row = PANGO_PIXELS (pango_font_metrics_get_height (metrics));
  column = PANGO_PIXELS (pango_font_metrics_get_approximate_char_width (metrics));
  pango_font_metrics_unref (metrics);
  gtk_scrolled_window_set_min_content_height (GTK_SCROLLED_WINDOW (scrolled), MAX (row, 12) * PK_DETAILS_ROWS);
  gtk_scrolled_window_set_min_content_width (GTK_SCROLLED_WINDOW (scrolled), MAX (column, 6) * PK_DETAILS_COLUMNS);
  gtk_scrolled_window_set_has_frame (GTK_SCROLLED_WINDOW (scrolled), TRUE);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), view);

  gtk_button_set_use_underline (GTK_BUTTON (copy), FALSE);
  gtk_widget_set_halign (copy, GTK_ALIGN_END);
  g_signal_connect (copy, "clicked", G_CALLBACK (pk_details_copy), view);

  gtk_box_append (GTK_BOX (box), scrolled);
  gtk_box_append (GTK_BOX (box), copy);
  gtk_expander_set_use_underline (GTK_EXPANDER (expander), FALSE);
  /* GTK 4.8 names an expander "GtkExpander" over AT-SPI: its title names it. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (expander), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  gtk_expander_set_expanded (GTK_EXPANDER (expander), FALSE);
  gtk_expander_set_child (GTK_EXPANDER (expander), box);
  pk_message_dialog_append (dialog, expander);
  gtk_widget_set_halign (expander, GTK_ALIGN_FILL);
  return expander;
}

/* ---- alert: a lost X display -------------------------------------------------- */

/* Xlib calls the IO error handler when the connection to the X server breaks (the
 * server killed): GDK 4.8's (gdk_x_io_error) ends the process with status 1, silently
 * (its notice is a debug message), which a script reads as "No". This one, installed
 * after GDK's, says so on stderr and ends with `status` instead. Xlib is reached with
 * dlsym: GTK has loaded libX11 already on X11, and the module keeps out Xlib's headers. */
typedef int (*PkXIOErrorHandler) (void *display);
typedef void (*PkXIOErrorExitHandler) (void *display, void *data);

/* The line and the status, kept where the handler can reach them (function-local:
 * Swift's importer emits a header's functions, not its variables). */
typedef struct { char message[512]; int status; } PkXLost;

static inline PkXLost *
pk_x_lost (void)
{
  static PkXLost lost = { "", 1 };
  return &lost;
}

static inline int
pk_x_io_error (void *display)
{
  PkXLost *lost = pk_x_lost ();
  ssize_t written = write (2, lost->message, strlen (lost->message));
  (void) written;
  (void) display;
  _exit (lost->status);
}

static inline void
pk_x_io_error_exit (void *display, void *data)
{
  (void) data;
  pk_x_io_error (display);
}

#ifdef GDK_WINDOWING_X11
extern GType gdk_x11_display_get_type (void);
extern void *gdk_x11_display_get_xdisplay (GdkDisplay *display);
#endif

/* Ends the process with `status` and `message` (a whole line) on stderr when the
 * default display is an X display and its connection breaks. FALSE on other displays. */
static inline gboolean
pk_exit_when_x_display_lost (int status, const char *message)
{
#ifdef GDK_WINDOWING_X11
  GdkDisplay *display = gdk_display_get_default ();
  if (display == NULL || !G_TYPE_CHECK_INSTANCE_TYPE (display, gdk_x11_display_get_type ()))
    return FALSE;
  g_strlcpy (pk_x_lost ()->message, message, sizeof pk_x_lost ()->message);
  pk_x_lost ()->status = status;
  PkXIOErrorHandler (*set_handler) (PkXIOErrorHandler) = dlsym (RTLD_DEFAULT, "XSetIOErrorHandler");
  void (*set_exit_handler) (void *, PkXIOErrorExitHandler, void *) = dlsym (RTLD_DEFAULT, "XSetIOErrorExitHandler");
  if (set_handler != NULL)
    set_handler (pk_x_io_error);
  /* libX11 >= 1.7: called if a handler returns; GDK's never does, ours neither. */
  if (set_exit_handler != NULL)
    set_exit_handler (gdk_x11_display_get_xdisplay (display), pk_x_io_error_exit, NULL);
  return set_handler != NULL;
#else
  (void) status;
  (void) message;
  return FALSE;
#endif
}

#endif /* PK_GTK_SHIM_H */
