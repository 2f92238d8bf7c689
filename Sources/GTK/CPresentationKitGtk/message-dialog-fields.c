/* An alert's fields in a message dialog's message area: a label, an entry (GtkEntry, or
 * GtkPasswordEntry with its peek icon), and a line under it that says why the text is
 * refused. gtk_dialog_set_response_sensitive is deprecated from GTK 4.10 with the rest of
 * GtkDialog: fenced here, for this file. */
#define GDK_DISABLE_DEPRECATION_WARNINGS
#include "pk-gtk.h"

GtkWidget *
pk_message_dialog_add_field (GtkWidget *dialog, const char *label, gboolean secure, const char *prompt,
                             const char *text)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  GtkWidget *title = gtk_label_new (label);
  GtkWidget *entry;

  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_label_set_wrap (GTK_LABEL (title), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (title), PANGO_WRAP_WORD_CHAR);
  if (secure)
    {
      entry = gtk_password_entry_new ();
      gtk_password_entry_set_show_peek_icon (GTK_PASSWORD_ENTRY (entry), TRUE);
    }
  else
    {
      entry = gtk_entry_new ();
      if (prompt != NULL)
        gtk_entry_set_placeholder_text (GTK_ENTRY (entry), prompt);
    }
  gtk_editable_set_text (GTK_EDITABLE (entry), text != NULL ? text : "");
  /* Return is the dialog's to handle ("activate"), only while the default is enabled. */
  pk_accessible_set_labelled_by (entry, title);

  gtk_box_append (GTK_BOX (box), title);
  gtk_box_append (GTK_BOX (box), entry);
  gtk_box_append (GTK_BOX (box), pk_field_reason_new (entry));
  gtk_widget_set_margin_top (box, 6);
  gtk_box_append (GTK_BOX (pk_message_dialog_get_texts (dialog)), box);
  return entry;
}

GtkWidget *
pk_field_reason_new (GtkWidget *field)
{
  GtkWidget *reason = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (reason), 0);
  gtk_label_set_wrap (GTK_LABEL (reason), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (reason), PANGO_WRAP_WORD_CHAR);
  gtk_widget_add_css_class (reason, "error");
  gtk_widget_set_visible (reason, FALSE);
  g_object_set_data (G_OBJECT (field), PK_FIELD_REASON_KEY, reason);
  return reason;
}

const char *
pk_field_get_text (GtkWidget *entry)
{
  return gtk_editable_get_text (GTK_EDITABLE (entry));
}

void
pk_field_replace_text (GtkWidget *entry, const char *text)
{
  gtk_editable_set_text (GTK_EDITABLE (entry), text);
  gtk_editable_set_position (GTK_EDITABLE (entry), -1);
}

void
pk_field_select (GtkWidget *entry, int start, int end)
{
  gtk_editable_select_region (GTK_EDITABLE (entry), start, end);
}

void
pk_field_set_reason (GtkWidget *entry, const char *reason)
{
  GtkWidget *label = g_object_get_data (G_OBJECT (entry), PK_FIELD_REASON_KEY);
  gboolean appears;
  if (label == NULL)
    return;
  /* A reason that replaces another is new to the person too ("A name is needed." when
   * the field is cleared, then "A name cannot contain “/”." as they type). */
  appears = reason != NULL
            && (!gtk_widget_get_visible (label) || g_strcmp0 (gtk_label_get_text (GTK_LABEL (label)), reason) != 0);
  gtk_label_set_text (GTK_LABEL (label), reason != NULL ? reason : "");
  gtk_widget_set_visible (label, reason != NULL);
  /* Read as the field's description (GTK 4.8), and said when it appears or changes where
   * GTK can announce (4.14 and later). */
  pk_accessible_describe_by_label (entry, reason != NULL ? label : NULL, reason);
  if (appears)
    pk_accessible_announce (entry, reason, FALSE);
}

void
pk_dialog_set_response_enabled (GtkWidget *dialog, int response, gboolean enabled, const char *why)
{
  GtkWidget *button = gtk_dialog_get_widget_for_response (GTK_DIALOG (dialog), response);
  gtk_dialog_set_response_sensitive (GTK_DIALOG (dialog), response, enabled);
  if (button == NULL)
    return;
  if (enabled || why == NULL)
    gtk_accessible_reset_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
  else
    gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, why, -1);
}
