/* A text to read under an alert's message (zenity's --text-info): a GtkTextView in a
 * scrolled window, read-only unless editable, its text shown literally; and, for a
 * licence to accept, a check button under it. The same widget goes into GTK's message
 * area and into libadwaita's extra child. */
#include "pk-gtk.h"

#define PK_TEXT_INFO_VIEW_KEY "pk-text-info-view"
#define PK_TEXT_INFO_CHECK_KEY "pk-text-info-check"
#define PK_TEXT_INFO_SCROLL_KEY "pk-text-info-scroll"

GtkWidget *
pk_text_info_new (gboolean editable, const char *checkbox, gboolean auto_scroll)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  GtkWidget *view = gtk_text_view_new ();
  gtk_text_view_set_editable (GTK_TEXT_VIEW (view), editable);
  gtk_text_view_set_cursor_visible (GTK_TEXT_VIEW (view), editable);
  gtk_text_view_set_wrap_mode (GTK_TEXT_VIEW (view), GTK_WRAP_WORD_CHAR);
  gtk_text_view_set_left_margin (GTK_TEXT_VIEW (view), 6);
  gtk_text_view_set_right_margin (GTK_TEXT_VIEW (view), 6);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), view);
  gtk_scrolled_window_set_has_frame (GTK_SCROLLED_WINDOW (scrolled), TRUE);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_min_content_height (GTK_SCROLLED_WINDOW (scrolled), PK_LIST_MIN_HEIGHT);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scrolled), PK_LIST_MAX_HEIGHT);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scrolled), TRUE);
  gtk_scrolled_window_set_min_content_width (GTK_SCROLLED_WINDOW (scrolled), PK_LIST_MIN_WIDTH);
  gtk_widget_set_vexpand (scrolled, TRUE);
  gtk_box_append (GTK_BOX (box), scrolled);
  if (checkbox != NULL)
    {
      GtkWidget *check = gtk_check_button_new_with_label (checkbox);
      gtk_box_append (GTK_BOX (box), check);
      g_object_set_data (G_OBJECT (box), PK_TEXT_INFO_CHECK_KEY, check);
    }
  gtk_widget_set_margin_top (box, 6);
  g_object_set_data (G_OBJECT (box), PK_TEXT_INFO_VIEW_KEY, view);
  g_object_set_data (G_OBJECT (box), PK_TEXT_INFO_SCROLL_KEY, GINT_TO_POINTER (auto_scroll));
  return box;
}

void
pk_text_info_append (GtkWidget *text_info, const char *text)
{
  GtkTextView *view = g_object_get_data (G_OBJECT (text_info), PK_TEXT_INFO_VIEW_KEY);
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (view);
  GtkTextIter end;
  gtk_text_buffer_get_end_iter (buffer, &end);
  gtk_text_buffer_insert (buffer, &end, text, -1);
  if (GPOINTER_TO_INT (g_object_get_data (G_OBJECT (text_info), PK_TEXT_INFO_SCROLL_KEY)))
    {
      gtk_text_buffer_get_end_iter (buffer, &end);
      GtkTextMark *mark = gtk_text_buffer_create_mark (buffer, NULL, &end, FALSE);
      gtk_text_view_scroll_mark_onscreen (view, mark);
      gtk_text_buffer_delete_mark (buffer, mark);
    }
}

char *
pk_text_info_get_text (GtkWidget *text_info)
{
  GtkTextView *view = g_object_get_data (G_OBJECT (text_info), PK_TEXT_INFO_VIEW_KEY);
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (view);
  GtkTextIter start, end;
  gtk_text_buffer_get_bounds (buffer, &start, &end);
  return gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
}

GtkWidget *
pk_text_info_get_check (GtkWidget *text_info)
{
  return g_object_get_data (G_OBJECT (text_info), PK_TEXT_INFO_CHECK_KEY);
}
