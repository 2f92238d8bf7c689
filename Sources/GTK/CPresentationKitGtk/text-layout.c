/* Dialog text that fits any text, on any fonts.
 *
 * The cause of "GtkBox … reports a minimum width of N, but minimum width for height of
 * 1048576 is M. Expect overlapping widgets." (GTK 4.8):
 * GtkMessageDialog puts its message area (a vertical box holding the two wrapping
 * labels) inside a horizontal box. To find that box's height for a width, GtkBox
 * (distribute_remaining_size in gtkboxlayout.c) asks the message area for its width at
 * a given height; the message area gives each label a height and asks its width for
 * it, and a wrapping GtkLabel answers by a binary search over widths
 * (my_pango_layout_get_width_for_height in gtklabel.c) that assumes the wrapped text
 * gets lower as it gets wider. With fonts of different line heights that is false: a
 * line is as tall as the tallest font on it, so "Продолжить? 続行しますか？" in DejaVu
 * Sans and Droid Sans Fallback is 33 px tall at 96 px wide (a Cyrillic line, a CJK
 * line) but 35 px at 113–190 px (two lines that both carry CJK). The search answers
 * 191 px for the height the label has at 96 px; GtkBox then finds the message area's
 * minimum width for unlimited height (191) above its minimum width (96) and logs the
 * critical. Without a CJK font the glyphs are boxes in one font, every line has the
 * same height and the search is right: why it depended on the machine. Breaking inside
 * words (PANGO_WRAP_WORD_CHAR, for paths and URLs) adds a second way for the search to
 * be wrong: a line can come out wider than the width asked for.
 *
 * The fix removes the question: the message area gets a layout that never asks a label
 * for its width at a height. Its width is its widest text's, whatever the height; its
 * height at a width is its texts' heights at that width, which a label answers exactly
 * with one layout. Every dialog gets it, so no text and no font can raise the critical,
 * and GTK no longer nests binary searches around long texts. */

#include "pk-gtk.h"

/* Spacing between the texts, kept on the message area when its GtkBoxLayout goes. */
#define PK_TEXTS_SPACING_KEY "pk-texts-spacing"

static GtkSizeRequestMode
pk_texts_request_mode (GtkWidget *texts)
{
  (void) texts;
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

/* Width: the widest text's, at any height (labels are asked at no height). Height at
 * a width: the texts' heights at that width, one under the other. */
static void
pk_texts_measure (GtkWidget *texts, GtkOrientation orientation, int for_size,
                  int *minimum, int *natural, int *minimum_baseline, int *natural_baseline)
{
  int spacing = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (texts), PK_TEXTS_SPACING_KEY));
  int shown = 0;
  *minimum = *natural = 0;
  for (GtkWidget *child = gtk_widget_get_first_child (texts); child; child = gtk_widget_get_next_sibling (child))
    {
      int child_minimum, child_natural;
      if (!gtk_widget_should_layout (child))
        continue;
      shown++;
      if (orientation == GTK_ORIENTATION_HORIZONTAL)
        {
          gtk_widget_measure (child, orientation, -1, &child_minimum, &child_natural, NULL, NULL);
          *minimum = MAX (*minimum, child_minimum);
          *natural = MAX (*natural, child_natural);
        }
      else
        {
          gtk_widget_measure (child, orientation, for_size, &child_minimum, &child_natural, NULL, NULL);
          *minimum += child_minimum;
          *natural += child_natural;
        }
    }
  if (orientation == GTK_ORIENTATION_VERTICAL && shown > 1)
    {
      *minimum += spacing * (shown - 1);
      *natural += spacing * (shown - 1);
    }
  if (minimum_baseline)
    *minimum_baseline = -1;
  if (natural_baseline)
    *natural_baseline = -1;
}

/* The texts one under the other at the full width, each as tall as it is at that
 * width; height to spare goes to the last one (the body, which GTK's own layout lets
 * expand; its text stays at the top). */
static void
pk_texts_allocate (GtkWidget *texts, int width, int height, int baseline)
{
  int spacing = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (texts), PK_TEXTS_SPACING_KEY));
  int used = 0, y = 0;
  GtkWidget *last = NULL;
  (void) baseline;
  for (GtkWidget *child = gtk_widget_get_first_child (texts); child; child = gtk_widget_get_next_sibling (child))
    {
      int child_height;
      if (!gtk_widget_should_layout (child))
        continue;
      gtk_widget_measure (child, GTK_ORIENTATION_VERTICAL, width, NULL, &child_height, NULL, NULL);
      used += child_height + (last ? spacing : 0);
      last = child;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (texts); child; child = gtk_widget_get_next_sibling (child))
    {
      int child_height;
      if (!gtk_widget_should_layout (child))
        continue;
      gtk_widget_measure (child, GTK_ORIENTATION_VERTICAL, width, NULL, &child_height, NULL, NULL);
      if (child == last && height > used)
        child_height += height - used;
      gtk_widget_allocate (child, width, child_height, -1,
                           gsk_transform_translate (NULL, &GRAPHENE_POINT_INIT (0, y)));
      y += child_height + spacing;
    }
}

/* Gives the message area the layout above, in place of its GtkBoxLayout. */
void
pk_message_dialog_stack_texts (GtkWidget *dialog)
{
  pk_texts_stack (pk_message_dialog_get_texts (dialog));
}

void
pk_texts_stack (GtkWidget *texts)
{
  g_object_set_data (G_OBJECT (texts), PK_TEXTS_SPACING_KEY, GINT_TO_POINTER (gtk_box_get_spacing (GTK_BOX (texts))));
  gtk_widget_set_layout_manager (texts, gtk_custom_layout_new (pk_texts_request_mode, pk_texts_measure, pk_texts_allocate));
}

/* Runs longer than this, in characters, with no place to break a line, make a label
 * wrap between any two characters (PANGO_WRAP_CHAR) instead of keeping words whole. */
#define PK_WRAP_LONGEST_WORD 500

/* The longest run of `text` in which Pango finds no place to break a line, in characters. */
static int
pk_text_longest_unbreakable_run (const char *text)
{
  int length = g_utf8_strlen (text, -1);
  PangoLogAttr *attrs = g_new (PangoLogAttr, length + 1);
  int longest = 0, run = 0;
  pango_get_log_attrs (text, -1, -1, NULL, attrs, length + 1);
  for (int i = 0; i < length; i++)
    {
      run = attrs[i].is_line_break ? 1 : run + 1;
      longest = MAX (longest, run);
    }
  g_free (attrs);
  return longest;
}

/* Heading and body break inside a word when a word alone is wider than the line (a
 * path, a URL, a hash): with the default PANGO_WRAP_WORD such a run never breaks and
 * the dialog grows as wide as the run (400 characters: wider than a 1280-px screen).
 * PANGO_WRAP_WORD_CHAR does that, but costs time growing with the square of the
 * longest run: GtkLabel measures its minimum width with a layout 0 px wide, and Pango
 * then tries the whole run on each line before breaking it. A 10,000-digit run took
 * 6.0 s in Pango alone (4.8 and 4.18 alike; 0.09 s with PANGO_WRAP_CHAR), blocking the
 * main loop while the dialog was built. Texts with a run that long wrap anywhere.
 * Call again after a text changes. */
void
pk_message_dialog_wrap_anywhere (GtkWidget *dialog)
{
  GtkWidget *texts = pk_message_dialog_get_texts (dialog);
  for (GtkWidget *child = gtk_widget_get_first_child (texts); child; child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_LABEL (child))
      {
        const char *text = gtk_label_get_text (GTK_LABEL (child));
        gboolean long_run = pk_text_longest_unbreakable_run (text) > PK_WRAP_LONGEST_WORD;
        gtk_label_set_wrap_mode (GTK_LABEL (child), long_run ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR);
      }
}

/* The height the message dialog's texts (heading and body) want at the width they
 * want: what decides whether they need to scroll. */
int
pk_message_dialog_texts_height (GtkWidget *dialog)
{
  GtkWidget *texts = pk_message_dialog_get_texts (dialog);
  int width, height;
  gtk_widget_measure (texts, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &width, NULL, NULL);
  gtk_widget_measure (texts, GTK_ORIENTATION_VERTICAL, width, NULL, &height, NULL, NULL);
  return height;
}

/* Moves a message dialog's texts (heading and body, its message area) into a window
 * that scrolls vertically once they are taller than `max_height` pixels, in the same
 * place and with the same styling. A scrolled window asks its child for sizes at no
 * given width or height, so very long texts are also laid out once, not searched. */
void
pk_message_dialog_scroll_texts (GtkWidget *dialog, int max_height)
{
  GtkWidget *texts = pk_message_dialog_get_texts (dialog);
  GtkWidget *box = gtk_widget_get_parent (texts);
  GtkWidget *before = gtk_widget_get_prev_sibling (texts);
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  gtk_widget_set_hexpand (scrolled, gtk_widget_get_hexpand (texts));
  gtk_widget_set_vexpand (scrolled, gtk_widget_get_vexpand (texts));
  g_object_ref (texts);
  gtk_box_remove (GTK_BOX (box), texts);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scrolled), max_height);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scrolled), TRUE);
  gtk_scrolled_window_set_propagate_natural_width (GTK_SCROLLED_WINDOW (scrolled), TRUE);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), texts);
  g_object_unref (texts);
  gtk_box_insert_child_after (GTK_BOX (box), scrolled, before);
}

/* A button's label on one line, at most `max_chars` characters wide, ellipsized past
 * that with the whole label as its tooltip: a 400-character label would otherwise make
 * the button row, and so the dialog, wider than the screen. One line keeps the button
 * row free of height-for-width questions (see above). */
void
pk_button_limit_label_width (GtkWidget *button, int max_chars)
{
  GtkWidget *label = gtk_button_get_child (GTK_BUTTON (button));
  if (!GTK_IS_LABEL (label))
    return;
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_label_set_max_width_chars (GTK_LABEL (label), max_chars);
  const char *text = gtk_label_get_text (GTK_LABEL (label));
  if (g_utf8_strlen (text, -1) > max_chars)
    gtk_widget_set_tooltip_text (button, text);
}
