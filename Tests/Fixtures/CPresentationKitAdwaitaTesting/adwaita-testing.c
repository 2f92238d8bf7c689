/* What the tests do to libadwaita's alert dialog and read of it, from code: its labels and
 * buttons are private, so they are found in the widget tree as a person finds them on
 * screen. Test support only (PresentationKitAdwaitaTesting). */
#include <adwaita.h>
#include "pk-adw-testing.h"
#include "pk-adw.h"

#if ADW_CHECK_VERSION (1, 5, 0)
#define PK_ADW_IS_ALERT(w) ADW_IS_ALERT_DIALOG (w)
#else
#define PK_ADW_IS_ALERT(w) ADW_IS_MESSAGE_DIALOG (w)
#endif

static GtkWidget *
pk_adw_find_alert_below (GtkWidget *widget)
{
  if (PK_ADW_IS_ALERT (widget))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = pk_adw_find_alert_below (child);
      if (found != NULL)
        return found;
    }
  return NULL;
}

GtkWidget *
pk_adw_testing_find_alert (GtkWindow *window)
{
  return pk_adw_find_alert_below (GTK_WIDGET (window));
}

char *
pk_adw_testing_dup_heading (GtkWidget *dialog)
{
#if ADW_CHECK_VERSION (1, 5, 0)
  return g_strdup (adw_alert_dialog_get_heading (ADW_ALERT_DIALOG (dialog)));
#else
  /* Long texts moved to a scrolled area (alert-dialog.c). */
  GtkWidget *scrolled_heading = g_object_get_data (G_OBJECT (dialog), "pk-scrolled-heading");
  return g_strdup (scrolled_heading != NULL ? gtk_label_get_text (GTK_LABEL (scrolled_heading))
                                            : adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (dialog)));
#endif
}

char *
pk_adw_testing_dup_body (GtkWidget *dialog)
{
#if ADW_CHECK_VERSION (1, 5, 0)
  const char *body = adw_alert_dialog_get_body (ADW_ALERT_DIALOG (dialog));
#else
  /* Long texts moved to a scrolled area (alert-dialog.c). */
  GtkWidget *scrolled_body = g_object_get_data (G_OBJECT (dialog), "pk-scrolled-body");
  const char *body = scrolled_body != NULL ? gtk_label_get_text (GTK_LABEL (scrolled_body))
                                           : adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog));
#endif
  return body != NULL && body[0] != '\0' ? g_strdup (body) : NULL;
}

/* libadwaita 1.2 keeps each response twice, in a row and in a column, inside an
 * AdwSqueezer that draws one of them: only the buttons drawn (pk_adw_is_drawn_child).
 * What is under the message (`extras`: the details' Copy button) answers nothing, so it
 * is not one of the dialog's buttons. */
static void
pk_adw_collect_buttons (GtkWidget *widget, GtkWidget *extras, GPtrArray *buttons)
{
  if (widget == extras)
    return;
  if (GTK_IS_BUTTON (widget))
    {
      g_ptr_array_add (buttons, widget);
      return;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (pk_adw_is_drawn_child (widget, child))
      pk_adw_collect_buttons (child, extras, buttons);
}

static GPtrArray *
pk_adw_buttons (GtkWidget *dialog)
{
  GPtrArray *buttons = g_ptr_array_new ();
  pk_adw_collect_buttons (dialog, g_object_get_data (G_OBJECT (dialog), "pk-extra-box"), buttons);
  return buttons;
}

gboolean
pk_adw_testing_click (GtkWidget *dialog, int position)
{
  GPtrArray *buttons = pk_adw_buttons (dialog);
  gboolean found = position >= 0 && (guint) position < buttons->len;
  if (found)
    g_signal_emit_by_name (g_ptr_array_index (buttons, position), "clicked");
  g_ptr_array_unref (buttons);
  return found;
}

void
pk_adw_testing_escape (GtkWidget *dialog)
{
#if ADW_CHECK_VERSION (1, 5, 0)
  adw_dialog_close (ADW_DIALOG (dialog));
#else
  gtk_window_close (GTK_WINDOW (dialog));
#endif
}

int
pk_adw_testing_count_buttons (GtkWidget *dialog)
{
  GPtrArray *buttons = pk_adw_buttons (dialog);
  int count = (int) buttons->len;
  g_ptr_array_unref (buttons);
  return count;
}

gboolean
pk_adw_testing_buttons_on_screen (GtkWidget *dialog)
{
  GtkWidget *root = GTK_WIDGET (gtk_widget_get_root (dialog));
  GPtrArray *buttons = pk_adw_buttons (dialog);
  gboolean on_screen = buttons->len > 0;
  GdkRectangle area = pk_widget_get_workarea (dialog);
  /* Inside the window, and the window no taller or wider than the work area. */
  int width = MIN (gtk_widget_get_width (root), area.width), height = MIN (gtk_widget_get_height (root), area.height);
  for (guint i = 0; i < buttons->len; i++)
    {
      GtkWidget *button = g_ptr_array_index (buttons, i);
      graphene_rect_t bounds;
      if (!gtk_widget_compute_bounds (button, root, &bounds) || bounds.size.width < 1 || bounds.size.height < 1
          || bounds.origin.x < 0 || bounds.origin.y < 0 || bounds.origin.x + bounds.size.width > width
          || bounds.origin.y + bounds.size.height > height)
        on_screen = FALSE;
    }
  g_ptr_array_unref (buttons);
  return on_screen;
}
