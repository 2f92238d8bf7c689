/* Baseline of `alert-bench progress N` (issue 41): a plain GtkProgressBar, with a label
 * under it, set N times from C at the rate the library's benchmark calls update.
 *
 * After the window's first paint: the tight phase sets the fraction N times in one loop;
 * the paced phase sets the fraction and the label's text in chunks of 100 from a GLib
 * idle at GDK_PRIORITY_REDRAW + 10 (the priority the library's MainActor bridge runs at),
 * so the frame clock may draw between chunks, counting the frames drawn and the layouts of
 * the window's frame clock.
 *
 * Build:
 *   cc $(pkg-config --cflags gtk4) -O2 -Wall -o c-progress c-progress.c $(pkg-config --libs gtk4)
 * Run (under a display; see scripts/with-display):
 *   ./c-progress [N]      default 100000; prints name: value lines
 *
 * Output: c_progress_tight_us_per_call, c_progress_paced_us_per_call,
 *   c_progress_paced_frames, c_progress_paced_layouts, c_progress_paced_layouts_per_frame
 */
#include <gtk/gtk.h>
#include <stdio.h>
#include <stdlib.h>

static int calls = 100000;
static int step, frames, layouts;
static gint64 busy, paced_start;
static GtkWidget *bar, *label;
static GdkFrameClock *clock_;
static GMainLoop *loop;

static void on_after_paint (GdkFrameClock *clock, gpointer data) { frames++; }
static void on_layout (GdkFrameClock *clock, gpointer data) { layouts++; }

static gboolean
paced_chunk (gpointer data)
{
  char text[32];
  for (int i = 0; i < 100 && step < calls; i++)
    {
      step++;
      gint64 before = g_get_monotonic_time ();
      gtk_progress_bar_set_fraction (GTK_PROGRESS_BAR (bar), 0.5 + (double) step / calls / 2);
      g_snprintf (text, sizeof text, "chunk %d", step / 100);
      gtk_label_set_text (GTK_LABEL (label), text);
      busy += g_get_monotonic_time () - before;
    }
  /* The last chunk: quit_after_paint ends the run once it is drawn. */
  return step < calls ? G_SOURCE_CONTINUE : G_SOURCE_REMOVE;
}

static void
quit_after_paint (GdkFrameClock *clock, gpointer data)
{
  if (step >= calls)
    g_main_loop_quit (loop);
}

static void
start (GdkFrameClock *clock, gpointer window)
{
  g_signal_handlers_disconnect_by_func (clock, G_CALLBACK (start), window);
  gint64 tight_start = g_get_monotonic_time ();
  for (int i = 1; i <= calls; i++)
    gtk_progress_bar_set_fraction (GTK_PROGRESS_BAR (bar), (double) i / calls / 2);
  gint64 tight_end = g_get_monotonic_time ();
  printf ("c_progress_tight_calls: %d\n", calls);
  printf ("c_progress_tight_us_per_call: %.3f\n", (double) (tight_end - tight_start) / calls);
  g_signal_connect (clock, "after-paint", G_CALLBACK (on_after_paint), NULL);
  g_signal_connect (clock, "layout", G_CALLBACK (on_layout), NULL);
  g_signal_connect_after (clock, "after-paint", G_CALLBACK (quit_after_paint), NULL);
  paced_start = g_get_monotonic_time ();
  g_idle_add_full (GDK_PRIORITY_REDRAW + 10, paced_chunk, NULL, NULL);
}

int
main (int argc, char **argv)
{
  if (argc > 1)
    calls = atoi (argv[1]) > 0 ? atoi (argv[1]) : calls;
  gtk_init ();
  loop = g_main_loop_new (NULL, FALSE);
  GtkWidget *window = gtk_window_new ();
  gtk_window_set_title (GTK_WINDOW (window), "c-progress");
  gtk_window_set_default_size (GTK_WINDOW (window), 320, 120);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  bar = gtk_progress_bar_new ();
  label = gtk_label_new ("");
  gtk_box_append (GTK_BOX (box), bar);
  gtk_box_append (GTK_BOX (box), label);
  gtk_window_set_child (GTK_WINDOW (window), box);
  gtk_window_present (GTK_WINDOW (window));
  clock_ = gdk_surface_get_frame_clock (gtk_native_get_surface (GTK_NATIVE (window)));
  g_signal_connect (clock_, "after-paint", G_CALLBACK (start), window);
  g_main_loop_run (loop);
  gint64 end = g_get_monotonic_time ();
  printf ("c_progress_paced_calls: %d\n", calls);
  printf ("c_progress_paced_total_ms: %.3f\n", (double) (end - paced_start) / 1000);
  printf ("c_progress_paced_us_per_call: %.3f\n", (double) busy / calls);
  printf ("c_progress_paced_frames: %d\n", frames);
  printf ("c_progress_paced_layouts: %d\n", layouts);
  printf ("c_progress_paced_layouts_per_frame: %.3f\n", frames ? (double) layouts / frames : 0.0 / 0.0);
  return 0;
}
