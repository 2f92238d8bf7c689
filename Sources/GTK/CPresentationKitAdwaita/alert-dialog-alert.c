/* libadwaita's alert dialog from libadwaita 1.5: AdwAlertDialog, an AdwDialog (a widget,
 * floating in its own window unless the parent is an AdwWindow or AdwApplicationWindow; the
 * generation alert-dialog.c's header comment describes; alert-dialog-message.c is the other). */
#include <adwaita.h>
#if ADW_CHECK_VERSION (1, 5, 0)
#include "alert-dialog.h"
#include "pk-adw.h"
#include "pk-gtk.h"

/* What the dialog shows, its labels and buttons inside. An AdwAlertDialog puts its content
 * under itself only once presented (inside the sheet or window it is shown in), but its
 * first measure happens while it is presented: what is changed before that is changed on
 * its content, public as the dialog's child. */
GtkWidget *
pk_adw_content (GtkWidget *dialog)
{
  GtkWidget *child = adw_dialog_get_child (ADW_DIALOG (dialog));
  return child != NULL ? child : dialog;
}

/* Floating until presented: the caller's reference keeps it until then. */
void
pk_adw_constructed (GtkWidget *dialog)
{
  g_object_ref_sink (dialog);
}

/* Its heading and body stay its own: AdwAlertDialog scrolls them itself. */
gboolean
pk_adw_set_moved_texts (GtkWidget *dialog, const char *heading, const char *body)
{
  (void) dialog;
  (void) heading;
  (void) body;
  return FALSE;
}

/* Each child it maps it draws. */
gboolean
pk_adw_hides_mapped_child (GtkWidget *parent, GtkWidget *child)
{
  (void) parent;
  (void) child;
  return FALSE;
}

/* Expanded details need no room made: AdwAlertDialog scrolls what is over. */
void
pk_adw_details_added (GtkWidget *dialog, GtkWidget *details)
{
  (void) dialog;
  (void) details;
}

/* GTK 4.18 describes a dialog that has a described-by relation by its targets'
 * descriptions alone, not by their text nor by the dialog's own description: with
 * libadwaita 1.7's relation to its body label the description read empty. The label
 * is given its text as its description, so the relation (which lets a screen reader
 * go to the label) and the description both read the body. */
void
pk_adw_describe_body_label (GtkWidget *label, const char *body)
{
  gtk_accessible_update_property (GTK_ACCESSIBLE (label), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, body, -1);
}

/* libadwaita 1.5-1.7 keeps two heading labels and shows the large one, which never
 * wraps, only where it fits on one line (the small one wraps); but it measures the large
 * one's height for the dialog's width too, narrower than the label when the heading is
 * long, and GTK 4.18 warns each time (libadwaita 1.8 measures it for its own width). The
 * large label wraps as well: where it is shown it still takes one line, its natural
 * width stays the whole heading (which the choice between the two is made on), and
 * measured narrower it has a height to give instead of a warning. */
gboolean
pk_adw_wraps_every_label (void)
{
  return !ADW_CHECK_VERSION (1, 8, 0);
}

void
pk_adw_laid_out (GtkWidget *dialog, int height)
{
  (void) height;
  /* libadwaita 1.7 gives its dialog accessible properties of its own once shown, which
   * left the description empty: named and described again after its first layout. */
  if (g_object_get_data (G_OBJECT (dialog), "pk-described") == NULL)
    {
      g_object_set_data (G_OBJECT (dialog), "pk-described", GINT_TO_POINTER (1));
      pk_adw_alert_update_accessibility (dialog, adw_alert_dialog_get_heading (ADW_ALERT_DIALOG (dialog)),
                                         adw_alert_dialog_get_body (ADW_ALERT_DIALOG (dialog)));
    }
}

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

void
pk_adw_present (GtkWidget *dialog, GtkWindow *parent)
{
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
}

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

void
pk_adw_alert_clear_focus (GtkWidget *dialog)
{
  adw_dialog_set_focus (ADW_DIALOG (dialog), NULL);
  /* Inside an AdwWindow or AdwApplicationWindow the dialog focuses a button itself a
   * couple of frames after it is mapped (with no default response, its last one, often
   * the destructive one), after this call; floating in its own window it does not. That
   * focus is taken back once, before a person can have moved it, so Return stays inert
   * there too. */
  GtkRoot *root = gtk_widget_get_root (dialog);
  if (ADW_IS_WINDOW (root) || ADW_IS_APPLICATION_WINDOW (root))
    gtk_widget_add_tick_callback (dialog, pk_adw_alert_unfocus_once_shown, g_new0 (int, 1), g_free);
}

void
pk_adw_alert_close (GtkWidget *dialog)
{
  adw_dialog_force_close (ADW_DIALOG (dialog));
}

#endif /* ADW_CHECK_VERSION (1, 5, 0) */
