/* libadwaita's alert dialog on libadwaita 1.2–1.4: AdwMessageDialog, a GtkWindow (the
 * generation alert-dialog.c's header comment describes; alert-dialog-alert.c is the other). */
#include <adwaita.h>
#if !ADW_CHECK_VERSION (1, 5, 0)
#include "alert-dialog.h"
#include "pk-adw.h"
#include "pk-gtk.h"

/* Room the dialog keeps on its monitor's work area for what is not its body (heading,
 * buttons, margins), in pixels: AlertDialog.dialogChromeHeight's figure. */
#define PK_ADW_CHROME_HEIGHT 240
/* The least height the scrolled texts get, however small the screen: a few lines. */
#define PK_ADW_MIN_SCROLLED_HEIGHT 120

/* What the dialog shows, its labels and buttons inside: the window itself. */
GtkWidget *
pk_adw_content (GtkWidget *dialog)
{
  return dialog;
}

/* Modal on its parent, as the GTK style's dialog: a GtkWindow is not by default. */
void
pk_adw_constructed (GtkWidget *dialog)
{
  gtk_window_set_modal (GTK_WINDOW (dialog), TRUE);
}

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

/* Once pk_adw_scroll_texts has moved them, the texts are in its labels, the dialog's own
 * left empty. */
gboolean
pk_adw_set_moved_texts (GtkWidget *dialog, const char *heading, const char *body)
{
  if (pk_adw_scrolled_body (dialog) == NULL)
    return FALSE;
  gtk_label_set_text (GTK_LABEL (pk_adw_scrolled_heading (dialog)), heading);
  gtk_label_set_text (GTK_LABEL (pk_adw_scrolled_body (dialog)), body != NULL ? body : "");
  gtk_widget_set_visible (pk_adw_scrolled_body (dialog), body != NULL && body[0] != '\0');
  gtk_window_set_title (GTK_WINDOW (dialog), heading);
  return TRUE;
}

gboolean
pk_adw_hides_mapped_child (GtkWidget *parent, GtkWidget *child)
{
#if !ADW_CHECK_VERSION (1, 4, 0)
  /* An AdwSqueezer (deprecated from 1.4) keeps all its children mapped and draws one. */
  if (ADW_IS_SQUEEZER (parent))
    return adw_squeezer_get_visible_child (ADW_SQUEEZER (parent)) != child;
#else
  (void) parent;
  (void) child;
#endif
  return FALSE;
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
  char *heading = g_strdup (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (dialog)));
  char *body = g_strdup (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)));
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
  adw_message_dialog_set_heading (ADW_MESSAGE_DIALOG (dialog), "");
  adw_message_dialog_set_body (ADW_MESSAGE_DIALOG (dialog), "");
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
  GtkWidget *heading = pk_adw_find_label (dialog, adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (dialog)));
  GtkWidget *texts = heading != NULL ? gtk_widget_get_parent (heading) : NULL;
  if (texts != NULL && GTK_IS_BOX (texts)
      && gtk_orientable_get_orientation (GTK_ORIENTABLE (texts)) == GTK_ORIENTATION_VERTICAL)
    pk_texts_stack (texts);
}

/* Whether the dialog, laid out at the width GTK gives a new window (its natural width, at
 * most `bounds_width`), is taller than `bounds_height`. */
static gboolean
pk_adw_is_taller_than (GtkWidget *dialog, int bounds_width, int bounds_height)
{
  int minimum = 0, natural = 0, height = 0;
  gtk_widget_measure (dialog, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, NULL, NULL);
  gtk_widget_measure (dialog, GTK_ORIENTATION_VERTICAL, MAX (minimum, MIN (bounds_width, natural)),
                      NULL, &height, NULL, NULL);
  return height > bounds_height;
}

static gboolean
pk_adw_is_too_tall (GtkWidget *dialog)
{
  GdkRectangle area = pk_widget_get_workarea (dialog);
  return pk_adw_is_taller_than (dialog, area.width, area.height);
}

/* The work area's height as the window's last size was computed, or -1 before the first. */
static int
pk_adw_bounds_height (GtkWidget *dialog)
{
  gpointer stored = g_object_get_data (G_OBJECT (dialog), "pk-bounds-height");
  return stored != NULL ? GPOINTER_TO_INT (stored) - 1 : -1;
}

/* Each time GTK computes the window's size (GdkToplevel::compute-size, after GTK's own
 * handler), the bounds it was given are kept: on X11 they are the monitor's work area, read
 * from the X server for that computation, so pk_adw_laid_out needs no round trip of its own
 * (on Wayland, the compositor's bounds or the monitors' extent).
 *
 * The first one, as gtk_window_present shows the window, is where the dialog fits: GTK has
 * just measured it at its natural width within those bounds, so the measures below come from
 * GTK's cache. Too tall, its texts move into the scrolled area now, and the size GTK
 * computes again as it maps the window, before the first frame, is the fitted one. (Measured
 * before gtk_window_present instead, the dialog was measured twice: realizing and mapping
 * change its style, and GTK's cache with it; issue 40, docs/benchmarks.md.) */
static void
pk_adw_on_compute_size (GdkToplevel *toplevel, GdkToplevelSize *size, gpointer dialog)
{
  (void) toplevel;
  int bounds_width = 0, bounds_height = 0;
  gboolean first = pk_adw_bounds_height (dialog) < 0;
  gdk_toplevel_size_get_bounds (size, &bounds_width, &bounds_height);
  /* None known: 0 on Wayland before it knows of a monitor, G_MAXINT on X11 without one. */
  if (bounds_width <= 0 || bounds_height <= 0 || bounds_height == G_MAXINT)
    return;
  g_object_set_data (G_OBJECT (dialog), "pk-bounds-height", GINT_TO_POINTER (bounds_height + 1));
  if (first && pk_adw_is_taller_than (dialog, bounds_width, bounds_height))
    pk_adw_scroll_texts (dialog);
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

/* After a layout (new texts from pk_adw_alert_set_texts, or the first one on screen): in
 * the next frame's update phase, not during layout. What must fit is the window's surface, which on Wayland holds
 * the client-side shadow that the dialog's measured height leaves out: 11 of 200 generated
 * dialogs came out 802–916 px high on an 800 px screen there. Texts not scrolled yet move
 * into the scrolled area; scrolled ones get a scrolled area shorter by what is over. */
static void
pk_adw_fit_to_workarea (GdkFrameClock *clock, gpointer dialog)
{
  g_signal_handlers_disconnect_by_func (clock, pk_adw_fit_to_workarea, dialog);
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
}

void
pk_adw_details_added (GtkWidget *dialog, GtkWidget *details)
{
  g_signal_connect_object (details, "notify::expanded", G_CALLBACK (pk_adw_on_details_expanded), dialog, G_CONNECT_AFTER);
}

/* Its texts are in labels of its own: its description is the dialog's. */
void
pk_adw_describe_body_label (GtkWidget *label, const char *body)
{
  (void) label;
  (void) body;
}

gboolean
pk_adw_wraps_every_label (void)
{
  return FALSE;
}

/* Taller than the work area after a layout: fitted (pk_adw_fit_to_workarea) in the update
 * phase of the frame clock's next frame, so that frame is laid out and painted fitted. From
 * an idle, even one above GDK_PRIORITY_REDRAW, the next frame could come first: on the
 * Wayland lane's Weston with a seat (it draws, and paces frames), TextLayoutTests'
 * tallHeading… test read the window unfitted in 1 full lane run of 2, 2026-12-04. */
void
pk_adw_laid_out (GtkWidget *dialog, int height)
{
  int bounds_height = pk_adw_bounds_height (dialog);
  GdkFrameClock *clock = gtk_widget_get_frame_clock (dialog);
  if (clock == NULL || height <= (bounds_height >= 0 ? bounds_height : pk_widget_get_workarea (dialog).height))
    return;
  if (g_signal_handler_find (clock, G_SIGNAL_MATCH_FUNC | G_SIGNAL_MATCH_DATA, 0, 0, NULL,
                             pk_adw_fit_to_workarea, dialog) == 0)
    g_signal_connect_object (clock, "update", G_CALLBACK (pk_adw_fit_to_workarea), dialog, 0);
  gdk_frame_clock_request_phase (clock, GDK_FRAME_CLOCK_PHASE_UPDATE);
}

void
pk_adw_present (GtkWidget *dialog, GtkWindow *parent)
{
  pk_adw_stack_texts (dialog);
  if (parent != NULL)
    {
      gtk_window_set_transient_for (GTK_WINDOW (dialog), parent);
      gtk_window_set_destroy_with_parent (GTK_WINDOW (dialog), TRUE);
    }
  gtk_widget_realize (dialog);
  g_signal_connect_object (gtk_native_get_surface (GTK_NATIVE (dialog)), "compute-size",
                           G_CALLBACK (pk_adw_on_compute_size), dialog, G_CONNECT_AFTER);
  gtk_window_present (GTK_WINDOW (dialog));
}

void
pk_adw_alert_clear_focus (GtkWidget *dialog)
{
  gtk_window_set_focus (GTK_WINDOW (dialog), NULL);
}

void
pk_adw_alert_close (GtkWidget *dialog)
{
  gtk_window_destroy (GTK_WINDOW (dialog));
}

#endif /* !ADW_CHECK_VERSION (1, 5, 0) */
