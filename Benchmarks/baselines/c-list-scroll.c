/* Baseline of `alert-bench list-scroll N FRAMES` (issue 42): a plain GtkColumnView of N
 * rows in two columns of labels, showing as many of them as the library's list dialog
 * does (335 px of rows, the page its adjustment reports), scrolled the same way: 40 px a frame from the frame clock's update phase for
 * FRAMES frames, then one jump to the last row. What GTK itself costs on this machine,
 * beside what the library's list adds.
 *
 * Build:
 *   cc $(pkg-config --cflags gtk4) -O2 -Wall -o c-list-scroll c-list-scroll.c $(pkg-config --libs gtk4)
 * Run (under a display; see scripts/with-display):
 *   ./c-list-scroll [N [FRAMES]]      default 10000 600; prints name: value lines
 *
 * Output: c_list_scroll_frames, c_list_scroll_interval_p50_ms, _p99_ms, _max_ms,
 *   c_list_scroll_late_frames (over 1.25 of 16.7 ms), c_list_scroll_jump_ms,
 *   c_list_scroll_jump_reached_end
 */
#include <gtk/gtk.h>
#include <stdio.h>
#include <stdlib.h>

#define STEP 40.0

static int rows = 10000, frames = 600, painted;
static gint64 *paints, jumped_at;
static GtkAdjustment *adjustment;
static GMainLoop *loop;

static void
on_setup (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer column)
{
  GtkWidget *label = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_list_item_set_child (item, label);
}

static void
on_bind (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer column)
{
  char text[64];
  guint row = gtk_list_item_get_position (item) + 1;
  if (GPOINTER_TO_INT (column) == 0)
    g_snprintf (text, sizeof text, "%u", row);
  else
    g_snprintf (text, sizeof text, "package-%u (version 1.%u)", row, row);
  gtk_label_set_text (GTK_LABEL (gtk_list_item_get_child (item)), text);
}

static void
add_column (GtkColumnView *view, const char *title, int column)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();
  g_signal_connect (factory, "setup", G_CALLBACK (on_setup), GINT_TO_POINTER (column));
  g_signal_connect (factory, "bind", G_CALLBACK (on_bind), GINT_TO_POINTER (column));
  GtkColumnViewColumn *view_column = gtk_column_view_column_new (title, factory);
  gtk_column_view_column_set_expand (view_column, column == 1);
  gtk_column_view_append_column (view, view_column);
  g_object_unref (view_column);
}

static int
compare (const void *a, const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return x < y ? -1 : x > y;
}

static void
on_update (GdkFrameClock *clock, gpointer data)
{
  if (painted <= frames)
    gtk_adjustment_set_value (adjustment, gtk_adjustment_get_value (adjustment) + STEP);
}

static void
on_after_paint (GdkFrameClock *clock, gpointer data)
{
  gint64 now = g_get_monotonic_time ();
  if (painted <= frames)
    {
      paints[painted++] = now;
      if (painted == frames + 1)
        {
          jumped_at = now;
          gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment));
        }
      return;
    }
  g_signal_handlers_disconnect_by_func (clock, G_CALLBACK (on_update), NULL);
  g_signal_handlers_disconnect_by_func (clock, G_CALLBACK (on_after_paint), NULL);
  gdk_frame_clock_end_updating (clock);

  double *intervals = g_new (double, frames);
  int late = 0;
  for (int i = 0; i < frames; i++)
    {
      intervals[i] = (paints[i + 1] - paints[i]) / 1000.0;
      late += intervals[i] > 1.25 * 1000 / 60;
    }
  qsort (intervals, frames, sizeof *intervals, compare);
  int p99 = (int) (0.99 * frames + 0.999999) - 1;
  printf ("c_list_scroll_rows: %d\nc_list_scroll_frames: %d\n", rows, frames);
  printf ("c_list_scroll_page_px: %.0f\n", gtk_adjustment_get_page_size (adjustment));
  printf ("c_list_scroll_interval_p50_ms: %.3f\n", intervals[(frames + 1) / 2 - 1]);
  printf ("c_list_scroll_interval_p99_ms: %.3f\n", intervals[p99 < 0 ? 0 : p99]);
  printf ("c_list_scroll_interval_max_ms: %.3f\n", intervals[frames - 1]);
  printf ("c_list_scroll_late_frames: %d\n", late);
  printf ("c_list_scroll_jump_ms: %.3f\n", (now - jumped_at) / 1000.0);
  printf ("c_list_scroll_jump_reached_end: %d\n",
          gtk_adjustment_get_value (adjustment) + gtk_adjustment_get_page_size (adjustment)
              >= gtk_adjustment_get_upper (adjustment) - 1);
  g_free (intervals);
  g_main_loop_quit (loop);
}

static void
start (GdkFrameClock *clock, gpointer data)
{
  g_signal_handlers_disconnect_by_func (clock, G_CALLBACK (start), data);
  g_signal_connect (clock, "update", G_CALLBACK (on_update), NULL);
  g_signal_connect (clock, "after-paint", G_CALLBACK (on_after_paint), NULL);
  gdk_frame_clock_begin_updating (clock);
}

static void
on_realize (GtkWidget *window, gpointer data)
{
  GdkFrameClock *clock = gdk_surface_get_frame_clock (gtk_native_get_surface (GTK_NATIVE (window)));
  g_signal_connect (clock, "after-paint", G_CALLBACK (start), NULL);
}

int
main (int argc, char **argv)
{
  if (argc > 1)
    rows = atoi (argv[1]);
  if (argc > 2)
    frames = atoi (argv[2]);
  if (rows < 1 || frames < 1)
    {
      fprintf (stderr, "usage: c-list-scroll [N [FRAMES]]\n");
      return 2;
    }
  gtk_init ();
  paints = g_new (gint64, frames + 1);
  const char **strings = g_new0 (const char *, rows + 1);
  for (int i = 0; i < rows; i++)
    strings[i] = "";
  GtkStringList *model = gtk_string_list_new (strings);
  g_free (strings);
  GtkWidget *view = gtk_column_view_new (GTK_SELECTION_MODEL (gtk_single_selection_new (G_LIST_MODEL (model))));
  add_column (GTK_COLUMN_VIEW (view), "Number", 0);
  add_column (GTK_COLUMN_VIEW (view), "Package", 1);
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), view);
  adjustment = gtk_scrollable_get_vadjustment (GTK_SCROLLABLE (view));
  GtkWidget *window = gtk_window_new ();
  gtk_window_set_default_size (GTK_WINDOW (window), 420, 360);
  gtk_window_set_child (GTK_WINDOW (window), scrolled);
  g_signal_connect (window, "realize", G_CALLBACK (on_realize), NULL);
  gtk_window_present (GTK_WINDOW (window));
  loop = g_main_loop_new (NULL, FALSE);
  g_main_loop_run (loop);
  return 0;
}
