/* GtkMessageDialog, deprecated from GTK 4.10 (GtkAlertDialog has no destructive style,
 * no accessible role to give, no place for a details area): every deprecated call of the
 * library is in this file, fenced here once, so a newer GTK builds without warnings and
 * the move to another dialog touches this file. */
#define GDK_DISABLE_DEPRECATION_WARNINGS
#include "pk-gtk.h"

/* Shows the heading label only when the heading has text. GtkMessageDialog shows it
 * whatever its text: an empty line above the body, which AT-SPI reads as a label named
 * "GtkLabel" (4.8) or "" (4.18). */
static void
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
GtkWidget *
pk_message_dialog_new (GtkWindow *parent, GtkMessageType type, const char *text)
{
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
  pk_message_dialog_hide_empty_heading (dialog);
  return dialog;
}

/* The heading, plain text: replaces the one the dialog was made with. */
void
pk_message_dialog_set_heading (GtkWidget *dialog, const char *text)
{
  g_object_set (dialog, "text", text, "use-markup", FALSE, NULL);
  pk_message_dialog_hide_empty_heading (dialog);
}

/* Shows `markup`, Pango markup the caller has validated (pango_parse_markup), as a
 * message dialog's heading. Only the `alert` command's zenity form calls this: the
 * library's dialogs keep their texts literal. */
void
pk_message_dialog_set_heading_markup (GtkWidget *dialog, const char *markup)
{
  g_object_set (dialog, "use-markup", TRUE, "text", markup, NULL);
}

/* The body under the heading, plain text; NULL removes it. */
void
pk_message_dialog_set_body (GtkWidget *dialog, const char *body)
{
  g_object_set (dialog, "secondary-text", body, "secondary-use-markup", FALSE, NULL);
}

/* The message area: the box holding the heading and the body. */
GtkWidget *
pk_message_dialog_get_texts (GtkWidget *dialog)
{
  return gtk_message_dialog_get_message_area (GTK_MESSAGE_DIALOG (dialog));
}

/* The heading label of a message dialog (its "text"): the first child of its message
 * area, or NULL if GTK ever lays the area out otherwise. */
GtkWidget *
pk_message_dialog_get_heading (GtkWidget *dialog)
{
  GtkWidget *first = gtk_widget_get_first_child (pk_message_dialog_get_texts (dialog));
  return GTK_IS_LABEL (first) ? first : NULL;
}

/* The body label of a message dialog (its "secondary-text"), under the heading. */
GtkWidget *
pk_message_dialog_get_body (GtkWidget *dialog)
{
  GtkWidget *heading = pk_message_dialog_get_heading (dialog);
  GtkWidget *body = heading ? gtk_widget_get_next_sibling (heading) : NULL;
  return body && GTK_IS_LABEL (body) ? body : NULL;
}

/* A button answering `response`; its label is literal (no mnemonic underscores). */
GtkWidget *
pk_dialog_add_button (GtkWidget *dialog, const char *label, int response)
{
  GtkWidget *button = gtk_dialog_add_button (GTK_DIALOG (dialog), label, response);
  gtk_button_set_use_underline (GTK_BUTTON (button), FALSE);
  return button;
}

/* The button a dialog shows for `response`, or NULL. */
GtkWidget *
pk_dialog_get_button (GtkWidget *dialog, int response)
{
  return gtk_dialog_get_widget_for_response (GTK_DIALOG (dialog), response);
}

void
pk_dialog_set_default_response (GtkWidget *dialog, int response)
{
  gtk_dialog_set_default_response (GTK_DIALOG (dialog), response);
}

void
pk_dialog_response (GtkWidget *dialog, int response)
{
  gtk_dialog_response (GTK_DIALOG (dialog), response);
}
