/* Inspecting GTK objects for tests and benchmarks. GtkMessageDialog is deprecated from
 * GTK 4.10; the type check is fenced here, for this file. */
#define GDK_DISABLE_DEPRECATION_WARNINGS
#include "pk-testing.h"

gboolean
pk_is_message_dialog (gpointer object)
{
  return GTK_IS_MESSAGE_DIALOG (object);
}

/* The heading shown, newly allocated (g_free it). */
char *
pk_message_dialog_dup_heading (GtkWidget *dialog)
{
  char *text = NULL;
  g_object_get (dialog, "text", &text, NULL);
  return text;
}

/* The body shown, newly allocated (g_free it), or NULL. */
char *
pk_message_dialog_dup_body (GtkWidget *dialog)
{
  char *text = NULL;
  g_object_get (dialog, "secondary-text", &text, NULL);
  return text;
}

/* How many handlers are connected to `signal` on `instance`. GObject has no counting
 * call, and its *_matched calls ignore a mask of the signal id alone: find one unblocked
 * handler, block it, count it, until none is left; then unblock them all again. */
guint
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

/* The first widget of type `type` under `root`, depth first, or NULL. */
static GtkWidget *
pk_find_descendant (GtkWidget *root, GType type)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (root, type))
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = pk_find_descendant (child, type);
      if (found != NULL)
        return found;
    }
  return NULL;
}

GtkWidget *
pk_dialog_find_expander (GtkWidget *dialog)
{
  return pk_find_descendant (dialog, GTK_TYPE_EXPANDER);
}

GtkWidget *
pk_dialog_find_check_button (GtkWidget *dialog)
{
  return pk_find_descendant (dialog, GTK_TYPE_CHECK_BUTTON);
}

char *
pk_expander_dup_label (GtkWidget *expander)
{
  return g_strdup (gtk_expander_get_label (GTK_EXPANDER (expander)));
}

gboolean
pk_expander_get_expanded (GtkWidget *expander)
{
  return gtk_expander_get_expanded (GTK_EXPANDER (expander));
}

void
pk_expander_set_expanded (GtkWidget *expander, gboolean expanded)
{
  gtk_expander_set_expanded (GTK_EXPANDER (expander), expanded);
}

char *
pk_expander_dup_text (GtkWidget *expander)
{
  GtkWidget *view = pk_find_descendant (expander, GTK_TYPE_TEXT_VIEW);
  GtkTextIter start, end;
  GtkTextBuffer *buffer;
  if (view == NULL)
    return NULL;
  buffer = gtk_text_view_get_buffer (GTK_TEXT_VIEW (view));
  gtk_text_buffer_get_bounds (buffer, &start, &end);
  return gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
}

char *
pk_expander_dup_button_label (GtkWidget *expander)
{
  GtkWidget *button = pk_find_descendant (gtk_expander_get_child (GTK_EXPANDER (expander)), GTK_TYPE_BUTTON);
  return button == NULL ? NULL : g_strdup (gtk_button_get_label (GTK_BUTTON (button)));
}

char *
pk_check_button_dup_label (GtkWidget *check)
{
  return g_strdup (gtk_check_button_get_label (GTK_CHECK_BUTTON (check)));
}

void
pk_check_button_set_checked (GtkWidget *check, gboolean checked)
{
  gtk_check_button_set_active (GTK_CHECK_BUTTON (check), checked);
}

static void
pk_append_reading_order (GtkWidget *widget, GString *out)
{
  if (!gtk_widget_get_visible (widget))
    return;
  if (GTK_IS_EXPANDER (widget))
    {
      g_string_append_printf (out, "expander:%s\n", gtk_expander_get_label (GTK_EXPANDER (widget)));
      return;
    }
  if (GTK_IS_CHECK_BUTTON (widget))
    {
      g_string_append_printf (out, "check:%s%s\n", gtk_check_button_get_label (GTK_CHECK_BUTTON (widget)),
                              gtk_check_button_get_active (GTK_CHECK_BUTTON (widget)) ? " [x]" : "");
      return;
    }
  if (GTK_IS_BUTTON (widget))
    {
      const char *label = gtk_button_get_label (GTK_BUTTON (widget));
      g_string_append_printf (out, "button:%s\n", label != NULL ? label : "");
      return;
    }
  if (GTK_IS_LABEL (widget))
    {
      const char *text = gtk_label_get_text (GTK_LABEL (widget));
      if (text != NULL && text[0] != '\0')
        g_string_append_printf (out, "label:%s\n", text);
      return;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    pk_append_reading_order (child, out);
}

char *
pk_widget_dup_reading_order (GtkWidget *root)
{
  GString *out = g_string_new (NULL);
  pk_append_reading_order (root, out);
  return g_string_free (out, FALSE);
}

gboolean
pk_widget_has_descendant_named_type (GtkWidget *root, const char *type_name)
{
  GType type = g_type_from_name (type_name);
  return type != 0 && pk_find_descendant (root, type) != NULL;
}

/* The first visible button under `widget` whose `text_of` (its label, or its icon's name) is `text`. */
static GtkWidget *
pk_find_button (GtkWidget *widget, const char *(*text_of) (GtkButton *), const char *text)
{
  if (!gtk_widget_get_visible (widget))
    return NULL;
  if (GTK_IS_BUTTON (widget) && g_strcmp0 (text_of (GTK_BUTTON (widget)), text) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = pk_find_button (child, text_of, text);
      if (found != NULL)
        return found;
    }
  return NULL;
}

gboolean
pk_widget_click_button (GtkWidget *root, const char *label)
{
  GtkWidget *button = pk_find_button (root, gtk_button_get_label, label);
  if (button != NULL)
    g_signal_emit_by_name (button, "clicked");
  return button != NULL;
}

gboolean
pk_widget_click_icon_button (GtkWidget *root, const char *icon_name)
{
  GtkWidget *button = pk_find_button (root, gtk_button_get_icon_name, icon_name);
  if (button != NULL)
    g_signal_emit_by_name (button, "clicked");
  return button != NULL;
}

/* ---- Fields ---------------------------------------------------------------------------- */

/* The `*n`th visible outermost GtkEditable under `widget` (a GtkEntry, GtkPasswordEntry or
 * libadwaita's entry rows, not the GtkText inside them), depth first. */
static GtkWidget *
pk_find_field (GtkWidget *widget, int *n)
{
  if (!gtk_widget_get_visible (widget))
    return NULL;
  if (GTK_IS_EDITABLE (widget))
    return (*n)-- == 0 ? widget : NULL;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = pk_find_field (child, n);
      if (found != NULL)
        return found;
    }
  return NULL;
}

GtkWidget *
pk_widget_nth_field (GtkWidget *root, int n)
{
  return pk_find_field (root, &n);
}

int
pk_widget_button_sensitive (GtkWidget *root, const char *label)
{
  GtkWidget *button = pk_find_button (root, gtk_button_get_label, label);
  return button == NULL ? -1 : gtk_widget_get_sensitive (button);
}

gboolean
pk_field_has_focus (GtkWidget *field)
{
  GtkRoot *root = gtk_widget_get_root (field);
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  return focus != NULL && (focus == field || gtk_widget_is_ancestor (focus, field));
}

char *
pk_field_dup_reason (GtkWidget *field)
{
  GtkWidget *label = g_object_get_data (G_OBJECT (field), PK_FIELD_REASON_KEY);
  if (label == NULL || !gtk_widget_get_visible (label))
    return NULL;
  return g_strdup (gtk_label_get_text (GTK_LABEL (label)));
}

void
pk_field_press_return (GtkWidget *field)
{
  GtkEditable *text = gtk_editable_get_delegate (GTK_EDITABLE (field));
  g_signal_emit_by_name (text != NULL ? (gpointer) text : (gpointer) field, "activate");
}

int
pk_field_get_position (GtkWidget *field)
{
  return gtk_editable_get_position (GTK_EDITABLE (field));
}

void
pk_field_set_position (GtkWidget *field, int position)
{
  gtk_editable_set_position (GTK_EDITABLE (field), position);
}

void
pk_field_get_selection (GtkWidget *field, int *start, int *end)
{
  if (!gtk_editable_get_selection_bounds (GTK_EDITABLE (field), start, end))
    *start = *end = gtk_editable_get_position (GTK_EDITABLE (field));
}

void
pk_field_set_text (GtkWidget *field, const char *text)
{
  gtk_editable_set_text (GTK_EDITABLE (field), text);
}

void
pk_field_type (GtkWidget *field, const char *text)
{
  int position = gtk_editable_get_position (GTK_EDITABLE (field));
  gtk_editable_delete_selection (GTK_EDITABLE (field));
  position = gtk_editable_get_position (GTK_EDITABLE (field));
  gtk_editable_insert_text (GTK_EDITABLE (field), text, -1, &position);
  gtk_editable_set_position (GTK_EDITABLE (field), position);
}
