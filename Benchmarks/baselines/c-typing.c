/* Baseline of `alert-bench typing N` (issue 33): N keys typed into a plain GtkEntry.
 *
 * A window holds one GtkEntry, focused. After its first paint, `xdotool type` sends N
 * lowercase letters to it, as a keyboard would. Each key is timed from when it reaches
 * the window (a GtkEventControllerKey in the capture phase, before the entry sees it)
 * to the entry's "changed" signal: where the library writes a text field's binding
 * from, so the two figures compare like for like.
 *
 * Build:
 *   cc $(pkg-config --cflags gtk4) -O2 -Wall -o c-typing c-typing.c $(pkg-config --libs gtk4)
 * Run (under an X display; see scripts/with-display):
 *   ./c-typing [KEYS]      default 200; prints name: value lines
 *
 * Output (times in ms): c_typing_keys, c_typing_changes,
 *   c_typing_key_to_changed_p50_ms, _p99_ms, _max_ms
 */
#include <gtk/gtk.h>
#include <stdio.h>
#include <stdlib.h>

#define TITLE "c-typing"

static int keys = 200;
static gint64 *pressed_at;   /* when each key reached the window, in order */
static int pressed, changed;
static double *samples;
static gboolean typed;
static GMainLoop *loop;

static gboolean
on_key_pressed (GtkEventControllerKey *controller, guint keyval, guint keycode,
                GdkModifierType state, gpointer data)
{
  if (pressed < keys)
    pressed_at[pressed++] = g_get_monotonic_time ();
  return GDK_EVENT_PROPAGATE;
}

static void
on_changed (GtkEditable *entry, gpointer data)
{
  gint64 now = g_get_monotonic_time ();
  if (changed < pressed)
    samples[changed] = (now - pressed_at[changed]) / 1000.0;
  changed++;
}

static int
by_value (const void *a, const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return (x > y) - (x < y);
}

static double
nearest_rank (const double *sorted, int count, double p)
{
  int rank = (int) (p * count + 0.999999);
  if (rank < 1)
    rank = 1;
  if (rank > count)
    rank = count;
  return sorted[rank - 1];
}

static gboolean
check_done (gpointer data)
{
  if (!typed || changed < keys)
    return G_SOURCE_CONTINUE;
  qsort (samples, keys, sizeof *samples, by_value);
  printf ("c_typing_keys: %d\n", keys);
  printf ("c_typing_changes: %d\n", changed);
  printf ("c_typing_key_to_changed_p50_ms: %.3f\n", nearest_rank (samples, keys, 0.50));
  printf ("c_typing_key_to_changed_p99_ms: %.3f\n", nearest_rank (samples, keys, 0.99));
  printf ("c_typing_key_to_changed_max_ms: %.3f\n", samples[keys - 1]);
  fflush (stdout);
  g_main_loop_quit (loop);
  return G_SOURCE_REMOVE;
}

static void
on_xdotool_exited (GPid pid, int status, gpointer data)
{
  GError *error = NULL;
  g_spawn_close_pid (pid);
  if (!g_spawn_check_wait_status (status, &error))
    {
      fprintf (stderr, "c-typing: xdotool: %s\n", error->message);
      exit (1);
    }
  typed = TRUE;
  g_timeout_add (10, check_done, NULL);
}

static void
on_first_paint (GdkFrameClock *clock, gpointer data)
{
  g_signal_handlers_disconnect_by_func (clock, on_first_paint, data);
  char *text = g_malloc (keys + 1);
  for (int i = 0; i < keys; i++)
    text[i] = 'a' + i % 26;
  text[keys] = '\0';
  char *argv[] = { "/usr/bin/xdotool", "search", "--sync", "--onlyvisible", "--name", "^" TITLE "$",
                   "windowfocus", "--sync", "type", "--delay", "12", text, NULL };
  GPid pid;
  GError *error = NULL;
  if (!g_spawn_async (NULL, argv, NULL, G_SPAWN_DO_NOT_REAP_CHILD, NULL, NULL, &pid, &error))
    {
      fprintf (stderr, "c-typing: cannot run xdotool: %s\n", error->message);
      exit (1);
    }
  g_child_watch_add (pid, on_xdotool_exited, NULL);
  g_free (text);
}

static void
on_realize (GtkWidget *window, gpointer data)
{
  GdkFrameClock *clock = gdk_surface_get_frame_clock (gtk_native_get_surface (GTK_NATIVE (window)));
  g_signal_connect (clock, "after-paint", G_CALLBACK (on_first_paint), NULL);
}

int
main (int argc, char **argv)
{
  if (argc > 1)
    keys = atoi (argv[1]);
  if (keys < 1)
    {
      fprintf (stderr, "usage: c-typing [KEYS]\n");
      return 2;
    }
  pressed_at = g_new0 (gint64, keys);
  samples = g_new0 (double, keys);
  gtk_init ();
  loop = g_main_loop_new (NULL, FALSE);

  GtkWidget *window = gtk_window_new ();
  gtk_window_set_title (GTK_WINDOW (window), TITLE);
  gtk_window_set_default_size (GTK_WINDOW (window), 320, 80);
  GtkWidget *entry = gtk_entry_new ();
  gtk_window_set_child (GTK_WINDOW (window), entry);
  g_signal_connect (entry, "changed", G_CALLBACK (on_changed), NULL);

  GtkEventController *controller = gtk_event_controller_key_new ();
  gtk_event_controller_set_propagation_phase (controller, GTK_PHASE_CAPTURE);
  g_signal_connect (controller, "key-pressed", G_CALLBACK (on_key_pressed), NULL);
  gtk_widget_add_controller (window, controller);
  g_signal_connect (window, "realize", G_CALLBACK (on_realize), NULL);

  gtk_window_present (GTK_WINDOW (window));
  gtk_widget_grab_focus (entry);
  g_main_loop_run (loop);
  return 0;
}
