/* What a passphrase prompt shows under its fields: a level bar beside its label with a
 * percentage after it (the passphrase's quality, as pinentry's quality bar), and a button
 * that answers nothing (pinentry's Suggest). In GTK's style in the message area, in
 * libadwaita's in the extra child. */
#include "pk-gtk.h"

#define PK_LEVEL_BAR_KEY "pk-level-bar"
#define PK_LEVEL_TEXT_KEY "pk-level-text"

GtkWidget *
pk_level_new (const char *label, const char *tooltip)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *title = gtk_label_new (label);
  GtkWidget *bar = gtk_level_bar_new_for_interval (0.0, 1.0);
  GtkWidget *text = gtk_label_new (NULL);

  gtk_widget_set_hexpand (bar, TRUE);
  gtk_widget_set_valign (bar, GTK_ALIGN_CENTER);
  gtk_label_set_width_chars (GTK_LABEL (text), 6);
  gtk_label_set_xalign (GTK_LABEL (text), 1);
  pk_accessible_set_labelled_by (bar, title);
  if (tooltip != NULL && tooltip[0] != '\0')
    gtk_widget_set_tooltip_text (row, tooltip);
  gtk_box_append (GTK_BOX (row), title);
  gtk_box_append (GTK_BOX (row), bar);
  gtk_box_append (GTK_BOX (row), text);
  gtk_widget_set_margin_top (row, 6);
  g_object_set_data (G_OBJECT (row), PK_LEVEL_BAR_KEY, bar);
  g_object_set_data (G_OBJECT (row), PK_LEVEL_TEXT_KEY, text);
  return row;
}

void
pk_level_set (GtkWidget *level, double value, const char *text, gboolean refused)
{
  GtkWidget *bar = g_object_get_data (G_OBJECT (level), PK_LEVEL_BAR_KEY);
  GtkWidget *line = g_object_get_data (G_OBJECT (level), PK_LEVEL_TEXT_KEY);
  if (bar == NULL || line == NULL)
    return;
  gtk_level_bar_set_value (GTK_LEVEL_BAR (bar), CLAMP (value, 0.0, 1.0));
  gtk_label_set_text (GTK_LABEL (line), text != NULL ? text : "");
  if (refused)
    gtk_widget_add_css_class (line, "error");
  else
    gtk_widget_remove_css_class (line, "error");
  pk_accessible_describe_by_label (bar, line, text != NULL && text[0] != '\0' ? text : NULL);
}

GtkWidget *
pk_field_action_new (const char *label, const char *tooltip)
{
  GtkWidget *button = gtk_button_new_with_label (label);
  gtk_widget_set_halign (button, GTK_ALIGN_START);
  if (tooltip != NULL && tooltip[0] != '\0')
    gtk_widget_set_tooltip_text (button, tooltip);
  return button;
}

void
pk_field_set_visible_text (GtkWidget *entry, gboolean visible)
{
  /* The GtkText every entry edits through (GtkEntry's, GtkPasswordEntry's as its peek icon
   * shows it, AdwEntryRow's). */
  GtkEditable *text = gtk_editable_get_delegate (GTK_EDITABLE (entry));
  if (text != NULL && GTK_IS_TEXT (text))
    gtk_text_set_visibility (GTK_TEXT (text), visible);
}
