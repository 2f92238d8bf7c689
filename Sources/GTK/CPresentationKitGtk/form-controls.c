/* The controls a form shows among its fields (zenity's --forms combo box, calendar and
 * list), each under its label as a field is: made here once for both styles, placed by
 * the style (pk_message_dialog_add_control, the libadwaita plug-in's add_control). */
#include "pk-gtk.h"

/* Up and Down (Home, End) choose the value before or after the one chosen without opening
 * the list, as the arrow keys do on zenity 3.44's GTK 3 combo box: Down chooses the first
 * value while none is chosen. */
static gboolean
pk_choice_on_key (GtkEventControllerKey *controller, guint keyval, guint keycode, GdkModifierType state,
                  GtkWidget *choice)
{
  (void) controller;
  (void) keycode;
  GtkDropDown *drop_down = GTK_DROP_DOWN (choice);
  guint count = g_list_model_get_n_items (gtk_drop_down_get_model (drop_down));
  guint chosen = gtk_drop_down_get_selected (drop_down);
  guint next;
  if (count == 0 || (state & (GDK_CONTROL_MASK | GDK_SHIFT_MASK | GDK_ALT_MASK)) != 0)
    return FALSE;
  switch (keyval)
    {
    case GDK_KEY_Down:
    case GDK_KEY_KP_Down:
      next = chosen == GTK_INVALID_LIST_POSITION ? 0 : MIN (chosen + 1, count - 1);
      break;
    case GDK_KEY_Up:
    case GDK_KEY_KP_Up:
      next = chosen == GTK_INVALID_LIST_POSITION || chosen == 0 ? 0 : chosen - 1;
      break;
    case GDK_KEY_Home:
      next = 0;
      break;
    case GDK_KEY_End:
      next = count - 1;
      break;
    default:
      return FALSE;
    }
  gtk_drop_down_set_selected (drop_down, next);
  return TRUE;
}

/* GtkDropDown shows "(None)" while nothing is chosen, on the "empty" page of the stack in
 * its button; zenity's combo box shows nothing, and prints a space. Its own template's
 * widget, found by the stack's public page name: where a GTK has none, "(None)" stays. */
static void
pk_choice_blank_empty_page (GtkWidget *widget)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *empty = GTK_IS_STACK (child) ? gtk_stack_get_child_by_name (GTK_STACK (child), "empty") : NULL;
      if (empty != NULL && GTK_IS_LABEL (empty))
        gtk_label_set_text (GTK_LABEL (empty), "");
      else
        pk_choice_blank_empty_page (child);
    }
}

/* GtkDropDown, not zenity's GtkComboBox: its chosen value is a label a screen reader
 * reads (GTK 4.8's combo box shows it in a cell view, which AT-SPI does not read). */
GtkWidget *
pk_choice_new (const char *const *values)
{
  GtkWidget *choice = gtk_drop_down_new_from_strings (values);
  GtkEventController *keys = gtk_event_controller_key_new ();
  g_signal_connect (keys, "key-pressed", G_CALLBACK (pk_choice_on_key), choice);
  gtk_widget_add_controller (choice, keys);
  /* As zenity's: nothing is chosen until the person chooses (it then prints a space). */
  gtk_drop_down_set_selected (GTK_DROP_DOWN (choice), GTK_INVALID_LIST_POSITION);
  pk_choice_blank_empty_page (choice);
  gtk_widget_set_halign (choice, GTK_ALIGN_FILL);
  return choice;
}

char *
pk_choice_dup_chosen (GtkWidget *choice)
{
  GtkStringObject *item = gtk_drop_down_get_selected_item (GTK_DROP_DOWN (choice));
  return item != NULL ? g_strdup (gtk_string_object_get_string (item)) : NULL;
}

GtkWidget *
pk_form_control_new (const char *label, GtkWidget *control, GtkWidget *named)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  GtkWidget *title = gtk_label_new (label);
  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_label_set_wrap (GTK_LABEL (title), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (title), PANGO_WRAP_WORD_CHAR);
  /* The label names the control for a screen reader, as a field's label names its entry. */
  pk_accessible_set_labelled_by (named, title);
  /* The calendar and the list set a top margin of their own for under a message. */
  gtk_widget_set_margin_top (control, 0);
  /* A list among fields starts as low as zenity's form list (100 pixels), not as --list's. */
  if (GTK_IS_SCROLLED_WINDOW (control))
    gtk_scrolled_window_set_min_content_height (GTK_SCROLLED_WINDOW (control), 100);
  gtk_box_append (GTK_BOX (box), title);
  gtk_box_append (GTK_BOX (box), control);
  return box;
}

void
pk_message_dialog_add_control (GtkWidget *dialog, GtkWidget *row)
{
  gtk_widget_set_margin_top (row, 6);
  gtk_box_append (GTK_BOX (pk_message_dialog_get_texts (dialog)), row);
}
