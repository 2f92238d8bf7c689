/* What goes under a message dialog's message: a line, a check button, a details area. */
#include "pk-gtk.h"

/* Lines under the message go into the message area, after the heading and the body,
 * aligned as the body is: the message area's own layout (above) stacks any child. */
static void
pk_message_dialog_append (GtkWidget *dialog, GtkWidget *child)
{
  GtkWidget *body = pk_message_dialog_get_body (dialog);
  if (body != NULL)
    gtk_widget_set_halign (child, gtk_widget_get_halign (body));
  gtk_box_append (GTK_BOX (pk_message_dialog_get_texts (dialog)), child);
}

/* A label on its own line under the message (a countdown), plain text, read over
 * AT-SPI as a label whose name is its text. */
GtkWidget *
pk_message_dialog_add_line (GtkWidget *dialog, const char *text)
{
  GtkWidget *body = pk_message_dialog_get_body (dialog);
  GtkWidget *line = gtk_label_new (text);
  if (body != NULL)
    gtk_label_set_xalign (GTK_LABEL (line), gtk_label_get_xalign (GTK_LABEL (body)));
  gtk_widget_add_css_class (line, "dim-label");
  pk_message_dialog_append (dialog, line);
  return line;
}

/* A progress bar and its line under the message (pk_progress_new), as wide as the texts. */
GtkWidget *
pk_message_dialog_add_progress (GtkWidget *dialog)
{
  GtkWidget *progress = pk_progress_new ();
  pk_message_dialog_append (dialog, progress);
  gtk_widget_set_halign (progress, GTK_ALIGN_FILL);
  return progress;
}

/* A widget under the message, after what is there: the dialog's own content (pk_list_new,
 * pk_text_info_new), the fields' level and action; as wide as the dialog, but a button. */
void
pk_message_dialog_add_under (GtkWidget *dialog, GtkWidget *child)
{
  pk_message_dialog_append (dialog, child);
  if (!GTK_IS_BUTTON (child))
    gtk_widget_set_halign (child, GTK_ALIGN_FILL);
}

/* A check button under the message, unchecked, its label literal. */
GtkWidget *
pk_message_dialog_add_check (GtkWidget *dialog, const char *label)
{
  GtkWidget *check = gtk_check_button_new_with_label (label);
  pk_message_dialog_append (dialog, check);
  return check;
}

gboolean
pk_check_button_get_active (GtkWidget *check)
{
  return gtk_check_button_get_active (GTK_CHECK_BUTTON (check));
}

/* gdk_clipboard_store_async hands the text to a clipboard manager, so it outlives the
 * process; with none (a bare X server, most Wayland compositors) it fails, which
 * changes nothing for the person: the text stays on the clipboard while the dialog is
 * up. The failure is expected, so it is not logged. */
static void
pk_details_stored (GObject *clipboard, GAsyncResult *result, gpointer data)
{
  GError *error = NULL;
  (void) data;
  if (!gdk_clipboard_store_finish (GDK_CLIPBOARD (clipboard), result, &error))
    g_clear_error (&error);
}

static void
pk_details_copy (GtkButton *button, gpointer text_view)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (GTK_TEXT_VIEW (text_view));
  GtkTextIter start, end;
  gtk_text_buffer_get_bounds (buffer, &start, &end);
  char *text = gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
  GdkClipboard *clipboard = gtk_widget_get_clipboard (GTK_WIDGET (button));
  gdk_clipboard_set_text (clipboard, text);
  gdk_clipboard_store_async (clipboard, G_PRIORITY_DEFAULT, NULL, pk_details_stored, NULL);
  g_free (text);
}

/* The details' text, kept on the expander until it is first opened. */
#define PK_DETAILS_TEXT_KEY "pk-details-text"

/* Fills the text view when the expander is first opened: a large text in a GtkTextBuffer
 * slows the dialog's first showing, for details most people never open (the figure:
 * docs/benchmarks.md, "Figures behind the code"). */
static void
pk_details_fill (GObject *expander, GParamSpec *pspec, gpointer text_view)
{
  char *text = g_object_steal_data (expander, PK_DETAILS_TEXT_KEY);
  (void) pspec;
  if (text == NULL)
    return;
  gtk_text_buffer_set_text (gtk_text_view_get_buffer (GTK_TEXT_VIEW (text_view)), text, -1);
  g_free (text);
}

/* GTK 4.18 keeps a collapsed expander's child out of the widget tree but still moves
 * Tab focus into it, and the text view there, with no root, fails a GTK critical
 * ("gtk_root_get_focus: assertion 'GTK_IS_ROOT (self)' failed") on the Tab from the
 * Details title: the child takes focus only while it is shown. */
static void
pk_details_focus_only_when_expanded (GObject *expander, GParamSpec *pspec, gpointer data)
{
  (void) pspec;
  (void) data;
  gtk_widget_set_can_focus (gtk_expander_get_child (GTK_EXPANDER (expander)),
                            gtk_expander_get_expanded (GTK_EXPANDER (expander)));
}

/* Rows of details shown before they scroll, and the width they take, in characters. */
#define PK_DETAILS_ROWS 10
#define PK_DETAILS_COLUMNS 60

/* A collapsed expander titled `label` (literal), holding `text` (valid UTF-8, literal)
 * in a monospace text view that can be selected but not edited, scrolling both ways past
 * PK_DETAILS_ROWS rows and PK_DETAILS_COLUMNS columns, and a button titled `copy_label`
 * that puts the whole text on the clipboard. Lines do not wrap: details are logs and
 * traces, read by column. The text goes into the view when the expander is first opened,
 * and the view lays its lines out in idle time, so a megabyte of text does not hold up
 * the dialog. One builder for both styles (GTK's message dialog and libadwaita's extra
 * child), so their details read and behave the same. */
GtkWidget *
pk_details_new (const char *label, const char *copy_label, const char *text)
{
  GtkWidget *expander = gtk_expander_new (label);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  GtkWidget *view = gtk_text_view_new ();
  GtkWidget *copy = gtk_button_new_with_label (copy_label);
  PangoContext *context = gtk_widget_get_pango_context (view);
  PangoFontMetrics *metrics;
  int row, column;

  g_object_set_data_full (G_OBJECT (expander), PK_DETAILS_TEXT_KEY, g_strdup (text), g_free);
  g_signal_connect (expander, "notify::expanded", G_CALLBACK (pk_details_fill), view);
  gtk_text_view_set_monospace (GTK_TEXT_VIEW (view), TRUE);
  gtk_text_view_set_editable (GTK_TEXT_VIEW (view), FALSE);
  gtk_text_view_set_cursor_visible (GTK_TEXT_VIEW (view), FALSE);
  gtk_text_view_set_wrap_mode (GTK_TEXT_VIEW (view), GTK_WRAP_NONE);
  gtk_widget_add_css_class (view, "monospace");

  /* The size of the scrolled area, from the monospace font's metrics. */
  {
    PangoFontDescription *font = pango_font_description_from_string ("Monospace");
    pango_font_description_merge (font, pango_context_get_font_description (context), FALSE);
    pango_font_description_set_family (font, "Monospace");
    metrics = pango_context_get_metrics (context, font, NULL);
    pango_font_description_free (font);
  }
  row = PANGO_PIXELS (pango_font_metrics_get_height (metrics));
  column = PANGO_PIXELS (pango_font_metrics_get_approximate_char_width (metrics));
  pango_font_metrics_unref (metrics);
  gtk_scrolled_window_set_min_content_height (GTK_SCROLLED_WINDOW (scrolled), MAX (row, 12) * PK_DETAILS_ROWS);
  gtk_scrolled_window_set_min_content_width (GTK_SCROLLED_WINDOW (scrolled), MAX (column, 6) * PK_DETAILS_COLUMNS);
  gtk_scrolled_window_set_has_frame (GTK_SCROLLED_WINDOW (scrolled), TRUE);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), view);

  gtk_button_set_use_underline (GTK_BUTTON (copy), FALSE);
  gtk_widget_set_halign (copy, GTK_ALIGN_END);
  g_signal_connect (copy, "clicked", G_CALLBACK (pk_details_copy), view);

  gtk_box_append (GTK_BOX (box), scrolled);
  gtk_box_append (GTK_BOX (box), copy);
  gtk_expander_set_use_underline (GTK_EXPANDER (expander), FALSE);
  /* GTK 4.8 names an expander "GtkExpander" over AT-SPI: its title names it. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (expander), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  gtk_expander_set_expanded (GTK_EXPANDER (expander), FALSE);
  gtk_widget_set_can_focus (box, FALSE);
  gtk_expander_set_child (GTK_EXPANDER (expander), box);
  g_signal_connect (expander, "notify::expanded", G_CALLBACK (pk_details_focus_only_when_expanded), NULL);
  return expander;
}

/* The details (pk_details_new) under the message, as wide as the message area. */
GtkWidget *
pk_message_dialog_add_details (GtkWidget *dialog, const char *label, const char *copy_label, const char *text)
{
  GtkWidget *expander = pk_details_new (label, copy_label, text);
  pk_message_dialog_append (dialog, expander);
  gtk_widget_set_halign (expander, GTK_ALIGN_FILL);
  return expander;
}
