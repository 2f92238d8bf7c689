/* Baseline: a raw C GTK 4 message dialog, shown and answered N times.
 *
 * Each cycle creates a modal GtkMessageDialog transient for a small main window
 * (heading, secondary text, Cancel/OK, OK the default response), presents it,
 * and times it to the first GdkFrameClock::after-paint of the dialog's own surface
 * on two clocks: "present -> first paint", from just before gtk_window_present of
 * the dialog already built (the clock of the figures before issue 35), and "build ->
 * first paint", from just before the dialog is built: where the library's clock
 * starts (PresentationContext.present, which builds the dialog), so that one compares
 * like for like. Then, from an idle, it answers with gtk_dialog_response; the
 * response handler destroys the dialog and the next cycle starts from another idle.
 *
 * Each dialog carries a g_object_weak_ref, so created == finalized shows no
 * dialog leaked. RSS comes from /proc/self/statm.
 *
 * Build:
 *   cc $(pkg-config --cflags gtk4) -O2 -Wall -o c-dialog c-dialog.c $(pkg-config --libs gtk4)
 * Run (under a display; see scripts/with-display):
 *   ./c-dialog [CYCLES]                      default 300; prints name: value lines
 *   ./c-dialog --cold-start [HEADING [BODY]] one dialog, exit after its first paint
 *
 * Output (times in ms):
 *   c_present_to_paint_p50_ms, _p99_ms, _max_ms   over all cycles
 *   c_first_present_to_paint_ms                    cycle 1 alone (theme, fonts load)
 *   c_build_to_paint_p50_ms, _p99_ms, _max_ms, c_first_build_to_paint_ms
 *                                                  the same from before the build
 *   c_rss_growth_kb       RSS at the end minus RSS just before the first dialog
 *   c_rss_growth_after_first_kb  the same from after cycle 1 (steady state)
 *   c_dialogs_created, c_dialogs_finalized
 * --cold-start prints c_cold_main_to_paint_ms: from main() to the dialog's
 * first after-paint (process start-up before main() is not in it).
 * With BENCH_SAMPLES=FILE in the environment, every cycle's present -> paint time
 * is also written to FILE, one a line (Benchmarks/run plots them); with
 * BENCH_BUILD_SAMPLES=FILE, every cycle's build -> paint time.
 *
 * Built with -DBENCH_ADWAITA (and libadwaita-1's flags) it is the raw C baseline of
 * PresentationKitAdwaita instead: the same cycle in libadwaita's AdwMessageDialog (the
 * dialog the library builds against libadwaita 1.2–1.4), its lines prefixed cadw_.
 *   cc -DBENCH_ADWAITA $(pkg-config --cflags libadwaita-1) -O2 -Wall -o c-adw-dialog \
 *      c-dialog.c $(pkg-config --libs libadwaita-1)
 * Built with -DBENCH_ADWAITA_ALERT instead (libadwaita >= 1.5), the dialog is an
 * AdwAlertDialog, the one the library builds from libadwaita 1.5, presented with
 * adw_dialog_present (floating in a window of its own, the main window being a plain
 * GtkWindow) and answered with adw_dialog_close; its lines are prefixed cadw_ too.
 */
#include <gtk/gtk.h>
#if defined (BENCH_ADWAITA_ALERT) && !defined (BENCH_ADWAITA)
#define BENCH_ADWAITA
#endif
#ifdef BENCH_ADWAITA
#include <adwaita.h>
#define WHO "cadw"
#else
#define WHO "c"
#endif
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define DEFAULT_CYCLES 300
#define HEADING "Delete “report.txt”?"
#define BODY "It contains <b>& other things. This cannot be undone."

typedef struct {
  GMainLoop *loop;
  GtkWidget *main_window;
  gboolean cold_start;
  const char *heading;
  const char *body;
  gint64 main_entered_us;

  int cycles;
  int done;
  double *present_to_paint_ms;
  double *build_to_paint_ms;
  gint64 build_us;
  gint64 present_us;

  int dialogs_created;
  int dialogs_finalized;
  long rss_start_kb;
  long rss_after_first_kb;
} Bench;

static Bench bench;

static long
rss_kb (void)
{
  long size = 0, resident = 0;
  FILE *f = fopen ("/proc/self/statm", "r");
  if (f == NULL)
    return -1;
  if (fscanf (f, "%ld %ld", &size, &resident) != 2)
    resident = -1;
  fclose (f);
  return resident * (sysconf (_SC_PAGESIZE) / 1024);
}

static int
compare_doubles (const void *a, const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return (x > y) - (x < y);
}

/* Nearest-rank percentile of sorted values. */
static double
percentile (const double *sorted, int n, double p)
{
  int rank = (int) (p * n + 0.999999);
  if (rank < 1)
    rank = 1;
  if (rank > n)
    rank = n;
  return sorted[rank - 1];
}

static void start_cycle (void);

static void
dialog_finalized (gpointer data, GObject *where_the_object_was)
{
  bench.dialogs_finalized++;
}

/* One sample a line, in cycle order, for Benchmarks/summarize.py: to the file named by
 * the environment variable VARIABLE, if set. */
static void
write_samples (const char *variable, const double *ms, int n)
{
  const char *path = g_getenv (variable);
  FILE *samples = path != NULL ? fopen (path, "w") : NULL;

  if (samples == NULL)
    return;
  for (int i = 0; i < n; i++)
    fprintf (samples, "%.4f\n", ms[i]);
  fclose (samples);
}

/* The p50, p99, max and first-cycle lines of one clock, CLOCK_to_paint. */
static void
print_clock (const char *clock, const double *ms, int n)
{
  double *sorted = g_memdup2 (ms, sizeof (double) * n);

  qsort (sorted, n, sizeof (double), compare_doubles);
  printf (WHO "_%s_to_paint_p50_ms: %.2f\n", clock, percentile (sorted, n, 0.50));
  printf (WHO "_%s_to_paint_p99_ms: %.2f\n", clock, percentile (sorted, n, 0.99));
  printf (WHO "_%s_to_paint_max_ms: %.2f\n", clock, sorted[n - 1]);
  printf (WHO "_first_%s_to_paint_ms: %.2f\n", clock, ms[0]);
  g_free (sorted);
}

static gboolean
print_results_and_quit (gpointer data)
{
  int n = bench.done;
  long rss_end_kb = rss_kb ();

  write_samples ("BENCH_SAMPLES", bench.present_to_paint_ms, n);
  write_samples ("BENCH_BUILD_SAMPLES", bench.build_to_paint_ms, n);
  printf (WHO "_cycles: %d\n", n);
  print_clock ("present", bench.present_to_paint_ms, n);
  print_clock ("build", bench.build_to_paint_ms, n);
  printf (WHO "_rss_growth_kb: %ld\n", rss_end_kb - bench.rss_start_kb);
  printf (WHO "_rss_growth_after_first_kb: %ld\n", rss_end_kb - bench.rss_after_first_kb);
  printf (WHO "_dialogs_created: %d\n", bench.dialogs_created);
  printf (WHO "_dialogs_finalized: %d\n", bench.dialogs_finalized);
  fflush (stdout);
  g_main_loop_quit (bench.loop);
  return G_SOURCE_REMOVE;
}

static gboolean
start_cycle_from_idle (gpointer data)
{
  start_cycle ();
  return G_SOURCE_REMOVE;
}

static void
count_response (void)
{
  bench.done++;
  if (bench.done == 1)
    bench.rss_after_first_kb = rss_kb ();
  if (bench.done < bench.cycles)
    g_idle_add (start_cycle_from_idle, NULL);
  else
    /* Let GTK drop its last references to the dialog before counting. */
    g_timeout_add (100, print_results_and_quit, NULL);
}

#if defined (BENCH_ADWAITA_ALERT)
/* An AdwDialog is not a window: once closed, its window goes with it. */
static void
dialog_closed (AdwDialog *dialog, gpointer data)
{
  count_response ();
}
#elif defined (BENCH_ADWAITA)
/* adw_message_dialog_response() only emits ::response (a click also closes the dialog). */
static void
dialog_responded (GtkWidget *dialog, const char *response, gpointer data)
{
  gtk_window_destroy (GTK_WINDOW (dialog));
  count_response ();
}
#else
static void
dialog_responded (GtkDialog *dialog, int response_id, gpointer data)
{
  gtk_window_destroy (GTK_WINDOW (dialog));
  count_response ();
}
#endif

static gboolean
respond_from_idle (gpointer dialog)
{
#if defined (BENCH_ADWAITA_ALERT)
  /* AdwAlertDialog has no public way to give a response but a click; closing gives the
   * close response and ends the cycle alike, outside the clocks. */
  adw_dialog_close (ADW_DIALOG (dialog));
#elif defined (BENCH_ADWAITA)
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "ok");
  G_GNUC_END_IGNORE_DEPRECATIONS
#else
  gtk_dialog_response (GTK_DIALOG (dialog), GTK_RESPONSE_OK);
#endif
  g_object_unref (dialog);
  return G_SOURCE_REMOVE;
}

static void
dialog_painted (GdkFrameClock *clock, gpointer dialog)
{
  gint64 now = g_get_monotonic_time ();

  g_signal_handlers_disconnect_by_func (clock, dialog_painted, dialog);
  if (bench.cold_start)
    {
      printf (WHO "_cold_main_to_paint_ms: %.2f\n", (now - bench.main_entered_us) / 1000.0);
      fflush (stdout);
      g_main_loop_quit (bench.loop);
      return;
    }
  bench.present_to_paint_ms[bench.done] = (now - bench.present_us) / 1000.0;
  bench.build_to_paint_ms[bench.done] = (now - bench.build_us) / 1000.0;
  g_idle_add (respond_from_idle, g_object_ref (dialog));
}

/* The surface, and with it the frame clock, exists once the dialog is realized: its own,
 * or, for an AdwDialog, that of the window it is shown in. */
static void
dialog_realized (GtkWidget *dialog, gpointer data)
{
  GdkSurface *surface = gtk_native_get_surface (gtk_widget_get_native (dialog));
  g_signal_connect (gdk_surface_get_frame_clock (surface), "after-paint",
                    G_CALLBACK (dialog_painted), dialog);
}

static GtkWidget *
new_message_dialog (const char *heading, const char *body)
{
  GtkWidget *dialog;

#if defined (BENCH_ADWAITA_ALERT)
  /* What the library's alert-dialog-alert.c builds: no parent until presented. */
  dialog = GTK_WIDGET (adw_alert_dialog_new (heading, body));
  adw_alert_dialog_add_responses (ADW_ALERT_DIALOG (dialog), "cancel", "_Cancel", "ok", "_OK", NULL);
  adw_alert_dialog_set_default_response (ADW_ALERT_DIALOG (dialog), "ok");
  adw_alert_dialog_set_close_response (ADW_ALERT_DIALOG (dialog), "cancel");
  return dialog;
#elif defined (BENCH_ADWAITA)
  /* AdwMessageDialog is deprecated from libadwaita 1.6 (AdwAlertDialog); the benchmark
   * runs on Debian 12's 1.2, where the library builds this one too. */
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  dialog = adw_message_dialog_new (GTK_WINDOW (bench.main_window), heading, body);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", "_Cancel", "ok", "_OK", NULL);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "ok");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  G_GNUC_END_IGNORE_DEPRECATIONS
  return dialog;
#endif

  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  dialog = gtk_message_dialog_new (GTK_WINDOW (bench.main_window),
                                   GTK_DIALOG_MODAL | GTK_DIALOG_DESTROY_WITH_PARENT,
                                   GTK_MESSAGE_QUESTION, GTK_BUTTONS_NONE,
                                   "%s", heading);
  gtk_message_dialog_format_secondary_text (GTK_MESSAGE_DIALOG (dialog), "%s", body);
  gtk_dialog_add_buttons (GTK_DIALOG (dialog),
                          "_Cancel", GTK_RESPONSE_CANCEL,
                          "_OK", GTK_RESPONSE_OK,
                          NULL);
  gtk_dialog_set_default_response (GTK_DIALOG (dialog), GTK_RESPONSE_OK);
  G_GNUC_END_IGNORE_DEPRECATIONS

  return dialog;
}

static void
start_cycle (void)
{
  GtkWidget *dialog;

  bench.build_us = g_get_monotonic_time ();
  dialog = new_message_dialog (bench.heading, bench.body);
  bench.dialogs_created++;
  g_object_weak_ref (G_OBJECT (dialog), dialog_finalized, NULL);
  g_signal_connect (dialog, "realize", G_CALLBACK (dialog_realized), NULL);
#ifdef BENCH_ADWAITA_ALERT
  g_signal_connect (dialog, "closed", G_CALLBACK (dialog_closed), NULL);
#else
  g_signal_connect (dialog, "response", G_CALLBACK (dialog_responded), NULL);
#endif

  bench.present_us = g_get_monotonic_time ();
#ifdef BENCH_ADWAITA_ALERT
  adw_dialog_present (ADW_DIALOG (dialog), bench.main_window);
#else
  gtk_window_present (GTK_WINDOW (dialog));
#endif
}

/* Start the cycles once the main window has painted, so its cost is not in cycle 1. */
static void
main_window_painted (GdkFrameClock *clock, gpointer data)
{
  g_signal_handlers_disconnect_by_func (clock, main_window_painted, data);
  bench.rss_start_kb = rss_kb ();
  g_idle_add (start_cycle_from_idle, NULL);
}

static void
main_window_realized (GtkWidget *window, gpointer data)
{
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (window));
  g_signal_connect (gdk_surface_get_frame_clock (surface), "after-paint",
                    G_CALLBACK (main_window_painted), NULL);
}

static void
parse_arguments (int argc, char **argv)
{
  bench.heading = HEADING;
  bench.body = BODY;
  bench.cycles = DEFAULT_CYCLES;
  if (argc > 1 && strcmp (argv[1], "--cold-start") == 0)
    {
      bench.cold_start = TRUE;
      if (argc > 2)
        bench.heading = argv[2];
      if (argc > 3)
        bench.body = argv[3];
      return;
    }
  if (argc > 1)
    bench.cycles = atoi (argv[1]);
  if (bench.cycles < 1)
    {
      fprintf (stderr, "usage: %s [CYCLES] | --cold-start [HEADING [BODY]]\n", argv[0]);
      exit (2);
    }
}

int
main (int argc, char **argv)
{
  bench.main_entered_us = g_get_monotonic_time ();
  parse_arguments (argc, argv);
#ifdef BENCH_ADWAITA
  adw_init ();
#else
  gtk_init ();
#endif

  bench.loop = g_main_loop_new (NULL, FALSE);
  bench.present_to_paint_ms = g_new0 (double, bench.cycles);
  bench.build_to_paint_ms = g_new0 (double, bench.cycles);

  bench.main_window = gtk_window_new ();
  gtk_window_set_title (GTK_WINDOW (bench.main_window), "Baseline");
  gtk_window_set_default_size (GTK_WINDOW (bench.main_window), 320, 200);
  gtk_window_set_child (GTK_WINDOW (bench.main_window), gtk_label_new ("Main window"));

  if (bench.cold_start)
    {
      gtk_window_present (GTK_WINDOW (bench.main_window));
      start_cycle ();
    }
  else
    {
      g_signal_connect (bench.main_window, "realize", G_CALLBACK (main_window_realized), NULL);
      gtk_window_present (GTK_WINDOW (bench.main_window));
    }

  g_main_loop_run (bench.loop);
  return 0;
}
