/* An alert's items: a column of check buttons, one per item, in a window that scrolls once
 * there are more than PK_CHECK_LIST_ROWS. A GtkCheckButton is reached by Tab, toggled by
 * Space, named by its label and reads its state (checked or not) over AT-SPI, in both
 * styles; gtk_dialog_get_widget_for_response is deprecated from GTK 4.10 with the rest of
 * GtkDialog: fenced here, for this file. */
#define GDK_DISABLE_DEPRECATION_WARNINGS
#include "pk-gtk.h"

#define PK_CHECK_LIST_ROWS_KEY "pk-check-list-rows"

/* Cap the list at PK_CHECK_LIST_ROWS and a half rows (the half row shows that it scrolls),
 * and at the height kept under PK_CHECK_LIST_MAX_HEIGHT_KEY; measured once the list is in
 * a window, where its rows have their style. */
static void
pk_check_list_fit (GtkWidget *list)
{
  GtkWidget *rows = g_object_get_data (G_OBJECT (list), PK_CHECK_LIST_ROWS_KEY);
  GtkWidget *first = gtk_widget_get_first_child (rows);
  int count = 0, row_height = 0, spacing = gtk_box_get_spacing (GTK_BOX (rows));
  int max_height = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (list), PK_CHECK_LIST_MAX_HEIGHT_KEY));
  for (GtkWidget *child = first; child != NULL; child = gtk_widget_get_next_sibling (child))
    count++;
  if (count <= PK_CHECK_LIST_ROWS || gtk_widget_get_root (list) == NULL)
    return;
  gtk_widget_measure (first, GTK_ORIENTATION_VERTICAL, -1, NULL, &row_height, NULL, NULL);
  int height = PK_CHECK_LIST_ROWS * (row_height + spacing) + row_height / 2;
  if (max_height > 0)
    height = MIN (height, max_height);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (list), MAX (height, row_height));
  gtk_scrolled_window_set_has_frame (GTK_SCROLLED_WINDOW (list), TRUE);
}

static void
pk_check_list_on_realize (GtkWidget *list, gpointer unused)
{
  (void) unused;
  pk_check_list_fit (list);
}

GtkWidget *
pk_check_list_new (void)
{
  GtkWidget *list = gtk_scrolled_window_new ();
  GtkWidget *rows = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (list), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (list), TRUE);
  gtk_scrolled_window_set_propagate_natural_width (GTK_SCROLLED_WINDOW (list), TRUE);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (list), rows);
  gtk_widget_set_margin_top (list, 6);
  g_object_set_data (G_OBJECT (list), PK_CHECK_LIST_ROWS_KEY, rows);
  g_signal_connect (list, "realize", G_CALLBACK (pk_check_list_on_realize), NULL);
  return list;
}

GtkWidget *
pk_check_list_add (GtkWidget *list, const char *label, gboolean checked)
{
  GtkWidget *rows = g_object_get_data (G_OBJECT (list), PK_CHECK_LIST_ROWS_KEY);
  GtkWidget *check = gtk_check_button_new_with_label (label);
  gtk_check_button_set_active (GTK_CHECK_BUTTON (check), checked);
  /* A long label wraps, inside a word if it must, rather than widen the dialog. */
  for (GtkWidget *child = gtk_widget_get_first_child (check); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_LABEL (child))
      {
        gtk_label_set_wrap (GTK_LABEL (child), TRUE);
        gtk_label_set_wrap_mode (GTK_LABEL (child), PANGO_WRAP_WORD_CHAR);
        gtk_label_set_xalign (GTK_LABEL (child), 0);
      }
  gtk_box_append (GTK_BOX (rows), check);
  pk_check_list_fit (list);
  return check;
}

gboolean
pk_check_get_active (GtkWidget *check)
{
  return gtk_check_button_get_active (GTK_CHECK_BUTTON (check));
}

void
pk_check_set_active (GtkWidget *check, gboolean active)
{
  gtk_check_button_set_active (GTK_CHECK_BUTTON (check), active);
}

void
pk_message_dialog_add_check_list (GtkWidget *dialog, GtkWidget *list, int max_height)
{
  g_object_set_data (G_OBJECT (list), PK_CHECK_LIST_MAX_HEIGHT_KEY, GINT_TO_POINTER (max_height));
  gtk_box_append (GTK_BOX (pk_message_dialog_get_texts (dialog)), list);
  pk_check_list_fit (list);
}

void
pk_dialog_set_response_label (GtkWidget *dialog, int response, const char *label, int max_chars)
{
  GtkWidget *button = gtk_dialog_get_widget_for_response (GTK_DIALOG (dialog), response);
  if (button == NULL || g_strcmp0 (gtk_button_get_label (GTK_BUTTON (button)), label) == 0)
    return;
  gtk_button_set_label (GTK_BUTTON (button), label);
  gtk_widget_set_tooltip_text (button, NULL);
  pk_button_limit_label_width (button, max_chars);
}

void
pk_dialog_focus_response (GtkWidget *dialog, int response)
{
  GtkWidget *button = gtk_dialog_get_widget_for_response (GTK_DIALOG (dialog), response);
  if (button != NULL)
    gtk_window_set_focus (GTK_WINDOW (dialog), button);
}
