/* libadwaita's alert dialog, of the version the package is built against: AdwMessageDialog
 * (a GtkWindow) on libadwaita 1.2–1.4, AdwAlertDialog (an AdwDialog) from 1.5, where
 * AdwMessageDialog is deprecated (1.6). The choice is made here, at build time, so the Swift
 * side calls the same functions on both; no run-time switching. */
#include <adwaita.h>
#include "../CGtk/pk-adw.h"
#include "../CGtk/pk-gtk.h"

/* Room the dialog keeps on its monitor's work area for what is not its body (heading,
 * buttons, margins), in pixels: AlertDialog.dialogChromeHeight's figure. */
#define PK_ADW_CHROME_HEIGHT 240
/* The least height the scrolled texts get, however small the screen: a few lines. */
#define PK_ADW_MIN_SCROLLED_HEIGHT 120

static void pk_adw_wrap_anywhere (GtkWidget *widget);
#if !PK_ADW_ALERT_DIALOG
static void pk_adw_on_details_expanded (GtkWidget *expander, GParamSpec *pspec, gpointer dialog);
#endif
static GtkWidget *pk_adw_find_label (GtkWidget *widget, const char *text);

/* What the dialog shows, its labels and buttons inside. An AdwAlertDialog (1.5) puts its
 * content under itself only once presented (inside the sheet or window it is shown in),
 * but its first measure happens while it is presented: what is changed before that is
 * changed on its content, public as the dialog's child. */
static GtkWidget *
pk_adw_content (GtkWidget *dialog)
{
#if ADW_CHECK_VERSION (1, 5, 0)
  GtkWidget *child = adw_dialog_get_child (ADW_DIALOG (dialog));
  return child != NULL ? child : dialog;
#else
  return dialog;
#endif
}

#if ADW_CHECK_VERSION (1, 5, 0)
#define PK_ADW_ALERT_DIALOG 1
#define PK_ADW_DIALOG(d) ADW_ALERT_DIALOG (d)
#else
#define PK_ADW_ALERT_DIALOG 0
#define PK_ADW_DIALOG(d) ADW_MESSAGE_DIALOG (d)
#endif

GtkWidget *
pk_adw_alert_new (const char *heading, const char *body)
{
#if PK_ADW_ALERT_DIALOG
  /* The role of an alert dialog, as the GTK style's: fixed at construction. */
  GtkWidget *dialog = g_object_new (ADW_TYPE_ALERT_DIALOG, "accessible-role", GTK_ACCESSIBLE_ROLE_ALERT_DIALOG,
                                    "heading", heading, "body", body != NULL ? body : "", NULL);
  /* Floating until presented: the caller's reference keeps it until then. */
  g_object_ref_sink (dialog);
  return dialog;
#else
  /* The role of an alert dialog, as the GTK style's: fixed at construction, so not
   * adw_message_dialog_new (whose properties these are, with no parent yet). */
  GtkWidget *dialog = g_object_new (ADW_TYPE_MESSAGE_DIALOG, "accessible-role", GTK_ACCESSIBLE_ROLE_ALERT_DIALOG,
                                    "heading", heading, "body", body != NULL ? body : "", "modal", TRUE, NULL);
  return dialog;
#endif
}

#if !PK_ADW_ALERT_DIALOG
/* The labels showing the heading and the body in a scrolled area (see
 * pk_adw_scroll_texts), or NULL. */
static GtkWidget *
pk_adw_scrolled_heading (GtkWidget *dialog)
{
  return g_object_get_data (G_OBJECT (dialog), "pk-scrolled-heading");
}

static GtkWidget *
pk_adw_scrolled_body (GtkWidget *dialog)
{
  return g_object_get_data (G_OBJECT (dialog), "pk-scrolled-body");
}
#endif

void
pk_adw_alert_set_texts (GtkWidget *dialog, const char *heading, const char *body)
{
#if !PK_ADW_ALERT_DIALOG
  if (pk_adw_scrolled_body (dialog) != NULL)
    {
      gtk_label_set_text (GTK_LABEL (pk_adw_scrolled_heading (dialog)), heading);
      gtk_label_set_text (GTK_LABEL (pk_adw_scrolled_body (dialog)), body != NULL ? body : "");
      gtk_widget_set_visible (pk_adw_scrolled_body (dialog), body != NULL && body[0] != '\0');
      gtk_window_set_title (GTK_WINDOW (dialog), heading);
      return;
    }
#endif
#if PK_ADW_ALERT_DIALOG
  adw_alert_dialog_set_heading (PK_ADW_DIALOG (dialog), heading);
  adw_alert_dialog_set_body (PK_ADW_DIALOG (dialog), body != NULL ? body : "");
#else
  adw_message_dialog_set_heading (PK_ADW_DIALOG (dialog), heading);
  adw_message_dialog_set_body (PK_ADW_DIALOG (dialog), body != NULL ? body : "");
#endif
}

void
pk_adw_alert_add_response (GtkWidget *dialog, const char *id, const char *label, PkAdwAppearance appearance)
{
#if PK_ADW_ALERT_DIALOG
  adw_alert_dialog_add_response (PK_ADW_DIALOG (dialog), id, label);
  adw_alert_dialog_set_response_appearance (PK_ADW_DIALOG (dialog), id, (AdwResponseAppearance) appearance);
#else
  adw_message_dialog_add_response (PK_ADW_DIALOG (dialog), id, label);
  adw_message_dialog_set_response_appearance (PK_ADW_DIALOG (dialog), id, (AdwResponseAppearance) appearance);
#endif
}

void
pk_adw_alert_set_default_response (GtkWidget *dialog, const char *id)
{
#if PK_ADW_ALERT_DIALOG
  adw_alert_dialog_set_default_response (PK_ADW_DIALOG (dialog), id);
#else
  adw_message_dialog_set_default_response (PK_ADW_DIALOG (dialog), id);
#endif
}

void
pk_adw_alert_set_close_response (GtkWidget *dialog, const char *id)
{
#if PK_ADW_ALERT_DIALOG
  adw_alert_dialog_set_close_response (PK_ADW_DIALOG (dialog), id);
#else
  adw_message_dialog_set_close_response (PK_ADW_DIALOG (dialog), id);
#endif
}

typedef struct {
  PkAdwResponseFunc func;
  gpointer data;
  GDestroyNotify destroy;
} PkAdwResponseClosure;

static void
pk_adw_response_closure_free (gpointer closure, GClosure *unused)
{
  PkAdwResponseClosure *self = closure;
  (void) unused;
  if (self->destroy != NULL)
    self->destroy (self->data);
  g_free (self);
}

static void
pk_adw_alert_on_response (GtkWidget *dialog, const char *response, gpointer closure)
{
  PkAdwResponseClosure *self = closure;
  (void) dialog;
  self->func (response, self->data);
}

void
pk_adw_alert_connect_response (GtkWidget *dialog, PkAdwResponseFunc func, gpointer data, GDestroyNotify destroy)
{
  PkAdwResponseClosure *closure = g_new0 (PkAdwResponseClosure, 1);
  closure->func = func;
  closure->data = data;
  closure->destroy = destroy;
  g_signal_connect_data (dialog, "response", G_CALLBACK (pk_adw_alert_on_response), closure,
                         pk_adw_response_closure_free, 0);
}

static void
pk_adw_limit_button_labels_below (GtkWidget *widget, int max_chars)
{
  if (GTK_IS_BUTTON (widget))
    {
      pk_button_limit_label_width (widget, max_chars);
      return;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    pk_adw_limit_button_labels_below (child, max_chars);
}

void
pk_adw_alert_limit_button_labels (GtkWidget *dialog, int max_chars)
{
  pk_adw_limit_button_labels_below (pk_adw_content (dialog), max_chars);
}

gboolean
pk_adw_is_drawn_child (GtkWidget *parent, GtkWidget *child)
{
  if (!gtk_widget_get_visible (child) || !gtk_widget_get_child_visible (child))
    return FALSE;
#if !ADW_CHECK_VERSION (1, 4, 0)
  /* An AdwSqueezer (deprecated from 1.4) keeps all its children mapped and draws one. */
  if (ADW_IS_SQUEEZER (parent))
    return adw_squeezer_get_visible_child (ADW_SQUEEZER (parent)) == child;
#else
  (void) parent;
#endif
  return TRUE;
}

/* libadwaita keeps each response twice, a button for the horizontal row and one for the
 * vertical column, in an AdwSqueezer that draws one set but keeps both mapped, which
 * GTK 4.8 tells AT-SPI as two sets of buttons: a screen reader heard
 * every button twice and a click could land on the hidden one. Each button not drawn is
 * hidden from assistive technology, after each layout of the window. */
static void
pk_adw_hide_undrawn_buttons (GtkWidget *widget, gboolean drawn)
{
  if (GTK_IS_BUTTON (widget))
    gtk_accessible_update_state (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_STATE_HIDDEN, !drawn, -1);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    pk_adw_hide_undrawn_buttons (child, drawn && pk_adw_is_drawn_child (widget, child));
}

/* ---- Under the message: the dialog's extra child -------------------------------------
 * libadwaita's dialog has one extra child and its own labels are private, so everything
 * the library adds under the message shares a vertical box there, each part in its slot
 * whatever order the parts come in: the scrolled texts (pk_adw_scroll_texts) first, then
 * the countdown line, the details and the check button, as the GTK style stacks them. */
static const char *const pk_adw_extra_slots[] = {
  "pk-extra-texts", "pk-extra-countdown", "pk-extra-details", "pk-extra-remember",
};

/* The box in the dialog's extra child, made and set the first time. Kept unreferenced on
 * the dialog: the dialog owns it (its extra child) for as long as anything here reads it,
 * which is while the dialog is alive; the tests only compare its address. */
static GtkWidget *
pk_adw_extra_box (GtkWidget *dialog)
{
  GtkWidget *box = g_object_get_data (G_OBJECT (dialog), "pk-extra-box");
  if (box != NULL)
    return box;
  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  g_object_set_data (G_OBJECT (dialog), "pk-extra-box", box);
#if PK_ADW_ALERT_DIALOG
  adw_alert_dialog_set_extra_child (PK_ADW_DIALOG (dialog), box);
#else
  adw_message_dialog_set_extra_child (PK_ADW_DIALOG (dialog), box);
#endif
  return box;
}

/* Put `child` in the slot named `slot`, after the nearest filled slot before it. The slots
 * keep a reference on their widget, so what the getters read outlives the box's disposal
 * (the check button is read as the dialog closes); the dialog's data drops them at
 * finalization. */
static void
pk_adw_extra_insert (GtkWidget *dialog, const char *slot, GtkWidget *child)
{
  GtkWidget *box = pk_adw_extra_box (dialog);
  GtkWidget *after = NULL;
  for (gsize i = 0; i < G_N_ELEMENTS (pk_adw_extra_slots) && g_strcmp0 (pk_adw_extra_slots[i], slot) != 0; i++)
    {
      GtkWidget *filled = g_object_get_data (G_OBJECT (dialog), pk_adw_extra_slots[i]);
      if (filled != NULL)
        after = filled;
    }
  gtk_box_insert_child_after (GTK_BOX (box), child, after);
  g_object_set_data_full (G_OBJECT (dialog), slot, g_object_ref (child), g_object_unref);
}

void
pk_adw_alert_set_details (GtkWidget *dialog, const char *text, const char *label, const char *copy_label)
{
  GtkWidget *details = pk_details_new (label, copy_label, text);
  gtk_widget_set_halign (details, GTK_ALIGN_FILL);
  pk_adw_extra_insert (dialog, "pk-extra-details", details);
#if !PK_ADW_ALERT_DIALOG
  g_signal_connect_object (details, "notify::expanded", G_CALLBACK (pk_adw_on_details_expanded), dialog, G_CONNECT_AFTER);
#endif
}

void
pk_adw_alert_set_remember (GtkWidget *dialog, const char *label)
{
  GtkWidget *check = gtk_check_button_new_with_label (label);
  /* Under a centred message, centred: the GTK style aligns it with its body the same way. */
  gtk_widget_set_halign (check, GTK_ALIGN_CENTER);
  pk_adw_extra_insert (dialog, "pk-extra-remember", check);
}

gboolean
pk_adw_alert_get_remember (GtkWidget *dialog)
{
  GtkWidget *check = g_object_get_data (G_OBJECT (dialog), "pk-extra-remember");
  return check != NULL && gtk_check_button_get_active (GTK_CHECK_BUTTON (check));
}

void
pk_adw_alert_set_countdown (GtkWidget *dialog, const char *text)
{
  GtkWidget *line = g_object_get_data (G_OBJECT (dialog), "pk-extra-countdown");
  if (line != NULL)
    {
      gtk_label_set_text (GTK_LABEL (line), text);
      return;
    }
  line = gtk_label_new (text);
  gtk_label_set_wrap (GTK_LABEL (line), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (line), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_justify (GTK_LABEL (line), GTK_JUSTIFY_CENTER);
  gtk_widget_add_css_class (line, "dim-label");
  pk_adw_extra_insert (dialog, "pk-extra-countdown", line);
}

#if !PK_ADW_ALERT_DIALOG
/* A label for the scrolled texts, wrapping anywhere, centred, in the style class given. */
static GtkWidget *
pk_adw_text_label (const char *text, const char *style)
{
  GtkWidget *label = gtk_label_new (text);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_justify (GTK_LABEL (label), GTK_JUSTIFY_CENTER);
  gtk_widget_add_css_class (label, style);
  return label;
}

/* The height of what the extra child holds beside the scrolled texts (countdown, details,
 * check button), as they are now. */
static int
pk_adw_extras_height (GtkWidget *dialog)
{
  GtkWidget *box = g_object_get_data (G_OBJECT (dialog), "pk-extra-box");
  GtkWidget *texts = g_object_get_data (G_OBJECT (dialog), "pk-extra-texts");
  int height = 0;
  if (box == NULL)
    return 0;
  for (GtkWidget *child = gtk_widget_get_first_child (box); child != NULL; child = gtk_widget_get_next_sibling (child))
    if (child != texts && gtk_widget_get_visible (child))
      {
        int natural = 0;
        gtk_widget_measure (child, GTK_ORIENTATION_VERTICAL, -1, NULL, &natural, NULL, NULL);
        height += natural + gtk_box_get_spacing (GTK_BOX (box));
      }
  return height;
}

/* The height the scrolled texts may take: the work area's, less the dialog's own chrome and
 * what else is under the message, which stays on screen too. */
static int
pk_adw_texts_max_height (GtkWidget *dialog)
{
  GdkRectangle area = pk_widget_get_workarea (dialog);
  return MAX (area.height - PK_ADW_CHROME_HEIGHT - pk_adw_extras_height (dialog), PK_ADW_MIN_SCROLLED_HEIGHT);
}

/* AdwMessageDialog (1.2–1.4) does not scroll: long texts made the window taller than the
 * screen, its buttons below the screen's edge. When the window would be taller than the
 * work area allows, heading and body move into the dialog's extra child (public API), a
 * scrolled area of the height left, first above what else is there (details, check
 * button), and the dialog's own heading and body are emptied (its own labels are private,
 * so they cannot be put in a scrolled area themselves). */
static void
pk_adw_scroll_texts (GtkWidget *dialog)
{
  if (pk_adw_scrolled_body (dialog) != NULL)
    return;
  char *heading = g_strdup (adw_message_dialog_get_heading (PK_ADW_DIALOG (dialog)));
  char *body = g_strdup (adw_message_dialog_get_body (PK_ADW_DIALOG (dialog)));
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 10);
  GtkWidget *heading_label = pk_adw_text_label (heading, "title-2");
  GtkWidget *body_label = pk_adw_text_label (body, "body");
  gtk_widget_set_visible (body_label, body != NULL && body[0] != '\0');
  gtk_box_append (GTK_BOX (box), heading_label);
  gtk_box_append (GTK_BOX (box), body_label);
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scrolled), pk_adw_texts_max_height (dialog));
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scrolled), TRUE);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), box);
  g_object_set_data (G_OBJECT (dialog), "pk-scrolled-heading", heading_label);
  g_object_set_data (G_OBJECT (dialog), "pk-scrolled-body", body_label);
  adw_message_dialog_set_heading (PK_ADW_DIALOG (dialog), "");
  adw_message_dialog_set_body (PK_ADW_DIALOG (dialog), "");
  pk_adw_extra_insert (dialog, "pk-extra-texts", scrolled);
  /* The window's title is the heading, as libadwaita sets it. */
  gtk_window_set_title (GTK_WINDOW (dialog), heading);
  pk_adw_alert_update_accessibility (dialog, heading, body);
  g_free (heading);
  g_free (body);
}

/* libadwaita 1.2's message area is a vertical GtkBox of the wrapping heading and body
 * labels (and the extra child), and a GtkBox asks a wrapping label its width at a height,
 * which GTK answers wrongly for lines of mixed fonts (text-layout.c has the whole story):
 * a heading with an emoji among CJK, Thai and a long URL under a fresh machine's fonts
 * made the window 2146 px wide on a 1280 px screen. The message area, the parent of the
 * heading label, gets the GTK style's layout, which never asks that question. */
static void
pk_adw_stack_texts (GtkWidget *dialog)
{
  GtkWidget *heading = pk_adw_find_label (dialog, adw_message_dialog_get_heading (PK_ADW_DIALOG (dialog)));
  GtkWidget *texts = heading != NULL ? gtk_widget_get_parent (heading) : NULL;
  if (texts != NULL && GTK_IS_BOX (texts)
      && gtk_orientable_get_orientation (GTK_ORIENTABLE (texts)) == GTK_ORIENTATION_VERTICAL)
    pk_texts_stack (texts);
}

/* Whether the dialog, laid out at its natural width, is taller than its work area. */
static gboolean
pk_adw_is_too_tall (GtkWidget *dialog)
{
  int width = 0, height = 0;
  gtk_widget_measure (dialog, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &width, NULL, NULL);
  gtk_widget_measure (dialog, GTK_ORIENTATION_VERTICAL, width, NULL, &height, NULL, NULL);
  return height > pk_widget_get_workarea (dialog).height;
}

/* Expanded details make what is under the texts taller by their ten rows: the texts get
 * the height left now, before the window grows (it grew past the work area, its buttons
 * under the screen's edge, until the next layout fitted it), and get it back on collapse. */
static void
pk_adw_on_details_expanded (GtkWidget *expander, GParamSpec *pspec, gpointer dialog)
{
  (void) expander;
  (void) pspec;
  GtkWidget *scrolled = g_object_get_data (G_OBJECT (dialog), "pk-extra-texts");
  if (scrolled != NULL)
    gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scrolled), pk_adw_texts_max_height (dialog));
  else if (pk_adw_is_too_tall (dialog))
    pk_adw_scroll_texts (dialog);
}

/* After a layout (new texts from pk_adw_alert_set_texts, or the first one on screen): from
 * an idle, not during layout. What must fit is the window's surface, which on Wayland holds
 * the client-side shadow that the dialog's measured height leaves out: 11 of 200 generated
 * dialogs came out 802–916 px high on an 800 px screen there. Texts not scrolled yet move
 * into the scrolled area; scrolled ones get a scrolled area shorter by what is over. */
static gboolean
pk_adw_fit_to_workarea (gpointer dialog)
{
  GtkNative *native = gtk_widget_get_native (dialog);
  GdkSurface *surface = native != NULL ? gtk_native_get_surface (native) : NULL;
  int height = surface != NULL ? gdk_surface_get_height (surface) : gtk_widget_get_height (dialog);
  int over = height - pk_widget_get_workarea (dialog).height;
  GtkWidget *scrolled = g_object_get_data (G_OBJECT (dialog), "pk-extra-texts");  /* pk_adw_scroll_texts' */
  if (over > 0 && scrolled == NULL)
    pk_adw_scroll_texts (dialog);
  else if (over > 0)
    {
      int max = gtk_scrolled_window_get_max_content_height (GTK_SCROLLED_WINDOW (scrolled));
      if (max > PK_ADW_MIN_SCROLLED_HEIGHT)
        gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scrolled),
                                                    MAX (max - over, PK_ADW_MIN_SCROLLED_HEIGHT));
    }
  g_object_unref (dialog);
  return G_SOURCE_REMOVE;
}
#endif

static void
pk_adw_alert_on_layout (GdkSurface *surface, int width, int height, gpointer dialog)
{
  (void) surface;
  (void) width;
  (void) height;
  pk_adw_hide_undrawn_buttons (dialog, TRUE);
#if PK_ADW_ALERT_DIALOG
  /* libadwaita 1.7 gives its dialog accessible properties of its own once shown, which
   * left the description empty: named and described again after its first layout. */
  if (g_object_get_data (G_OBJECT (dialog), "pk-described") == NULL)
    {
      g_object_set_data (G_OBJECT (dialog), "pk-described", GINT_TO_POINTER (1));
      pk_adw_alert_update_accessibility (dialog, adw_alert_dialog_get_heading (ADW_ALERT_DIALOG (dialog)),
                                         adw_alert_dialog_get_body (ADW_ALERT_DIALOG (dialog)));
    }
#endif
#if !PK_ADW_ALERT_DIALOG
  if (height > pk_widget_get_workarea (dialog).height)
    g_idle_add (pk_adw_fit_to_workarea, g_object_ref (dialog));
#endif
}

static void
pk_adw_alert_on_realize (GtkWidget *dialog, gpointer unused)
{
  (void) unused;
  GtkNative *native = gtk_widget_get_native (dialog);
  if (native != NULL)
    g_signal_connect_object (gtk_native_get_surface (native), "layout", G_CALLBACK (pk_adw_alert_on_layout), dialog,
                             G_CONNECT_AFTER);
}

#if PK_ADW_ALERT_DIALOG
static gboolean
pk_adw_alert_on_escape (GtkWidget *window, GVariant *arguments, gpointer dialog)
{
  (void) window;
  (void) arguments;
  adw_dialog_close (ADW_DIALOG (dialog));
  return TRUE;
}

/* The dialog closed: its Escape shortcut leaves the window (which may outlive it). */
static void
pk_adw_alert_remove_escape (AdwDialog *dialog, gpointer shortcuts)
{
  GtkWidget *window = gtk_event_controller_get_widget (shortcuts);
  g_signal_handlers_disconnect_by_func (dialog, G_CALLBACK (pk_adw_alert_remove_escape), shortcuts);
  if (window != NULL)
    gtk_widget_remove_controller (window, shortcuts);
  g_object_unref (shortcuts);
}
#endif

#if PK_ADW_ALERT_DIALOG
/* Whether a shown widget under `widget` takes focus: the extra child's Details expander,
 * its Copy button, the Don't ask again check button. */
static gboolean
pk_adw_has_focusable_below (GtkWidget *widget)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (gtk_widget_get_visible (child) && (gtk_widget_get_focusable (child) || pk_adw_has_focusable_below (child)))
      return TRUE;
  return FALSE;
}

static void
pk_adw_scroll_stop_if_scrolling (GtkAdjustment *adjustment, GtkWidget *scrolled)
{
  gboolean scrolls = gtk_adjustment_get_upper (adjustment) - gtk_adjustment_get_lower (adjustment)
                     > gtk_adjustment_get_page_size (adjustment);
  gtk_widget_set_focusable (scrolled, scrolls);
  /* can-focus too: a scrolled window that is not focusable, with nothing below it that
   * is, still ends a Tab there, with focus nowhere. But can-focus FALSE also keeps focus
   * from everything below, so it stays TRUE while the extra child has a widget to reach
   * (with FALSE, Tab went between the buttons alone: Details and Don't ask again were
   * out of a keyboard's reach). */
  gtk_widget_set_can_focus (scrolled, scrolls || pk_adw_has_focusable_below (scrolled));
}

/* AdwAlertDialog (1.5) keeps heading and body in a scrolled window, a Tab stop of its own:
 * with no button focused, the first Tab went to an unnamed "scroll pane", where in the
 * GTK style and in libadwaita 1.2's dialog it goes to a button. It is a Tab stop only
 * while there is something to scroll (then the keys scroll a long body, as they should). */
static void
pk_adw_scroll_stop_only_when_scrolling (GtkWidget *widget)
{
  if (GTK_IS_BUTTON (widget))
    return;
  if (GTK_IS_SCROLLED_WINDOW (widget))
    {
      GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (widget));
      pk_adw_scroll_stop_if_scrolling (adjustment, widget);
      g_signal_connect_object (adjustment, "changed", G_CALLBACK (pk_adw_scroll_stop_if_scrolling), widget, 0);
      return;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    pk_adw_scroll_stop_only_when_scrolling (child);
}
#endif

void
pk_adw_alert_present (GtkWidget *dialog, GtkWindow *parent)
{
  g_signal_connect (dialog, "realize", G_CALLBACK (pk_adw_alert_on_realize), NULL);
  pk_adw_wrap_anywhere (pk_adw_content (dialog));
#if !PK_ADW_ALERT_DIALOG
  pk_adw_stack_texts (dialog);
#endif
#if PK_ADW_ALERT_DIALOG
  pk_adw_scroll_stop_only_when_scrolling (pk_adw_content (dialog));
  adw_dialog_present (ADW_DIALOG (dialog), parent != NULL ? GTK_WIDGET (parent) : NULL);
  /* Escape gives the close response wherever focus is: with no default response no
   * button has focus (pk_adw_alert_clear_focus), a key then goes to the window itself, and
   * AdwDialog's own Escape, inside the window, never sees it. The window the dialog shows
   * in gets a shortcut of its own until the dialog closes. */
  GtkWidget *root = GTK_WIDGET (gtk_widget_get_root (dialog));
  if (root != NULL)
    {
      GtkEventController *shortcuts = gtk_shortcut_controller_new ();
      gtk_shortcut_controller_add_shortcut (
          GTK_SHORTCUT_CONTROLLER (shortcuts),
          gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_Escape, 0),
                            gtk_callback_action_new (pk_adw_alert_on_escape, dialog, NULL)));
      gtk_widget_add_controller (root, g_object_ref (shortcuts));
      g_signal_connect (dialog, "closed", G_CALLBACK (pk_adw_alert_remove_escape), shortcuts);
    }
  /* A floating AdwAlertDialog outlives its parent: it closes (no response) when the
   * parent goes, as the GTK style's dialog is destroyed with its parent. */
  if (parent != NULL)
    g_signal_connect_object (parent, "destroy", G_CALLBACK (adw_dialog_force_close), dialog, G_CONNECT_SWAPPED);
  /* The parent (or the window made for it) holds it now. */
  g_object_unref (dialog);
#else
  if (parent != NULL)
    {
      gtk_window_set_transient_for (GTK_WINDOW (dialog), parent);
      gtk_window_set_destroy_with_parent (GTK_WINDOW (dialog), TRUE);
    }
  if (pk_adw_is_too_tall (dialog))
    pk_adw_scroll_texts (dialog);
  gtk_window_present (GTK_WINDOW (dialog));
#endif
}

#if PK_ADW_ALERT_DIALOG
/* How many frames an AdwAlertDialog inside its parent's window is watched for the focus
 * libadwaita gives it once mapped (two frames after the map, in 1.5-1.7): a bound, so a
 * dialog that never gets that focus is not watched for ever. */
#define PK_ADW_FOCUS_WATCH_FRAMES 30

static gboolean
pk_adw_alert_unfocus_once_shown (GtkWidget *dialog, GdkFrameClock *clock, gpointer frames)
{
  (void) clock;
  int *seen = frames;
  if (!gtk_widget_get_mapped (dialog))
    return G_SOURCE_CONTINUE;
  if (adw_dialog_get_focus (ADW_DIALOG (dialog)) != NULL)
    {
      adw_dialog_set_focus (ADW_DIALOG (dialog), NULL);
      return G_SOURCE_REMOVE;
    }
  return ++*seen < PK_ADW_FOCUS_WATCH_FRAMES ? G_SOURCE_CONTINUE : G_SOURCE_REMOVE;
}
#endif

void
pk_adw_alert_clear_focus (GtkWidget *dialog)
{
#if PK_ADW_ALERT_DIALOG
  adw_dialog_set_focus (ADW_DIALOG (dialog), NULL);
  /* Inside an AdwWindow or AdwApplicationWindow the dialog focuses a button itself a
   * couple of frames after it is mapped (with no default response, its last one, often
   * the destructive one), after this call; floating in its own window it does not. That
   * focus is taken back once, before a person can have moved it, so Return stays inert
   * there too. */
  GtkRoot *root = gtk_widget_get_root (dialog);
  if (ADW_IS_WINDOW (root) || ADW_IS_APPLICATION_WINDOW (root))
    gtk_widget_add_tick_callback (dialog, pk_adw_alert_unfocus_once_shown, g_new0 (int, 1), g_free);
#else
  gtk_window_set_focus (GTK_WINDOW (dialog), NULL);
#endif
}

void
pk_adw_alert_close (GtkWidget *dialog)
{
#if PK_ADW_ALERT_DIALOG
  adw_dialog_force_close (ADW_DIALOG (dialog));
#else
  gtk_window_destroy (GTK_WINDOW (dialog));
#endif
}

GtkWindow *
pk_adw_alert_get_window (GtkWidget *dialog)
{
  GtkRoot *root = gtk_widget_get_root (dialog);
  return root != NULL && GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL;
}

const char *
pk_adw_alert_type_name (void)
{
#if PK_ADW_ALERT_DIALOG
  return "AdwAlertDialog";
#else
  return "AdwMessageDialog";
#endif
}

/* The first visible descendant label of `widget` showing `text`, depth first. */
static GtkWidget *
pk_adw_find_label (GtkWidget *widget, const char *text)
{
  if (GTK_IS_LABEL (widget) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (widget)), text) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = pk_adw_find_label (child, text);
      if (found != NULL)
        return found;
    }
  return NULL;
}

/* GTK 4.8 names a button by its label property and its label child: "Cancel Cancel".
 * Each button is named by its label property alone. */
static void
pk_adw_name_buttons_once (GtkWidget *widget)
{
  if (GTK_IS_BUTTON (widget))
    gtk_accessible_reset_relation (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    pk_adw_name_buttons_once (child);
}

/* libadwaita 1.5-1.7 keeps two heading labels and shows the large one, which never
 * wraps, only where it fits on one line (the small one wraps); but it measures the large
 * one's height for the dialog's width too, narrower than the label when the heading is
 * long, and GTK 4.18 warns each time (libadwaita 1.8 measures it for its own width). The
 * large label wraps as well: where it is shown it still takes one line, its natural
 * width stays the whole heading (which the choice between the two is made on), and
 * measured narrower it has a height to give instead of a warning. */
#if ADW_CHECK_VERSION (1, 5, 0) && !ADW_CHECK_VERSION (1, 8, 0)
#define PK_ADW_WRAP_EVERY_LABEL 1
#else
#define PK_ADW_WRAP_EVERY_LABEL 0
#endif

/* libadwaita wraps its heading and body at word boundaries: a word longer than the line
 * (a path, a URL, a script without spaces) gave the label a minimum width wider than the
 * dialog, and GTK 4.18 warns ("Trying to measure GtkLabel for width of N, but it needs at
 * least M") each time it is measured narrower. Every wrapping label outside the buttons
 * breaks inside a word when it must, as in the GTK style. */
static void
pk_adw_wrap_anywhere (GtkWidget *widget)
{
  if (GTK_IS_BUTTON (widget))
    return;
  if (GTK_IS_LABEL (widget) && (PK_ADW_WRAP_EVERY_LABEL || gtk_label_get_wrap (GTK_LABEL (widget))))
    {
      gtk_label_set_wrap (GTK_LABEL (widget), TRUE);
      gtk_label_set_wrap_mode (GTK_LABEL (widget), PANGO_WRAP_WORD_CHAR);
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    pk_adw_wrap_anywhere (child);
}

void
pk_adw_alert_update_accessibility (GtkWidget *dialog, const char *heading, const char *body)
{
  pk_adw_wrap_anywhere (pk_adw_content (dialog));
  GtkWidget *heading_label = pk_adw_find_label (pk_adw_content (dialog), heading);
  GtkWidget *body_label = body != NULL && body[0] != '\0' ? pk_adw_find_label (pk_adw_content (dialog), body) : NULL;
  gtk_accessible_reset_property (GTK_ACCESSIBLE (dialog), GTK_ACCESSIBLE_PROPERTY_LABEL);
  if (heading_label != NULL)
    gtk_accessible_update_relation (GTK_ACCESSIBLE (dialog), GTK_ACCESSIBLE_RELATION_LABELLED_BY,
                                    heading_label, NULL, -1);
  if (body_label != NULL)
    {
      gtk_accessible_update_relation (GTK_ACCESSIBLE (dialog), GTK_ACCESSIBLE_RELATION_DESCRIBED_BY,
                                      body_label, NULL, -1);
      gtk_accessible_update_property (GTK_ACCESSIBLE (dialog), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, body, -1);
#if PK_ADW_ALERT_DIALOG
      /* GTK 4.18 describes a dialog that has a described-by relation by its targets'
       * descriptions alone, not by their text nor by the dialog's own description: with
       * libadwaita 1.7's relation to its body label the description read empty. The label
       * is given its text as its description, so the relation (which lets a screen reader
       * go to the label) and the description both read the body. */
      gtk_accessible_update_property (GTK_ACCESSIBLE (body_label), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, body, -1);
#endif
    }
  else
    {
      gtk_accessible_reset_relation (GTK_ACCESSIBLE (dialog), GTK_ACCESSIBLE_RELATION_DESCRIBED_BY);
      gtk_accessible_reset_property (GTK_ACCESSIBLE (dialog), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
    }
  pk_adw_name_buttons_once (dialog);
  /* A name given in place of the heading (PK_ADW_ACCESSIBLE_NAME_KEY: alert's zenity form
   * names its dialog by the window's title) outlasts this naming, which libadwaita ≥ 1.5
   * makes again after its first layout. */
  const char *name = g_object_get_data (G_OBJECT (dialog), PK_ADW_ACCESSIBLE_NAME_KEY);
  const char *description = g_object_get_data (G_OBJECT (dialog), PK_ADW_ACCESSIBLE_DESCRIPTION_KEY);
  if (name != NULL)
    {
      gtk_accessible_reset_relation (GTK_ACCESSIBLE (dialog), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
      gtk_accessible_reset_relation (GTK_ACCESSIBLE (dialog), GTK_ACCESSIBLE_RELATION_DESCRIBED_BY);
      gtk_accessible_update_property (GTK_ACCESSIBLE (dialog), GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                      GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description, -1);
    }
}

void
pk_adw_alert_name_by_title (GtkWidget *dialog, const char *title, const char *text)
{
  GtkAccessible *accessible = GTK_ACCESSIBLE (dialog);
  /* Kept through pk_adw_alert_update_accessibility (libadwaita ≥ 1.5 names it again after its first layout). */
  g_object_set_data_full (G_OBJECT (dialog), PK_ADW_ACCESSIBLE_NAME_KEY, g_strdup (title), g_free);
  g_object_set_data_full (G_OBJECT (dialog), PK_ADW_ACCESSIBLE_DESCRIPTION_KEY, g_strdup (text), g_free);
  gtk_accessible_reset_relation (accessible, GTK_ACCESSIBLE_RELATION_DESCRIBED_BY);
  gtk_accessible_reset_relation (accessible, GTK_ACCESSIBLE_RELATION_LABELLED_BY);
  gtk_accessible_update_property (accessible, GTK_ACCESSIBLE_PROPERTY_LABEL, title, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  text, -1);
}
