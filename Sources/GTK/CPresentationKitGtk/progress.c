/* A progress bar with a line of text under it: what a progress dialog shows under its
 * message, in GTK's style (the message area) and in libadwaita's (the extra child).
 * A screen reader finds the work's detail on the bar itself (its accessible
 * description), and hears it as it changes, but not more often than a person can
 * listen to: see PK_PROGRESS_ANNOUNCE_INTERVAL. */
#include "pk-gtk.h"

#define PK_PROGRESS_BAR_KEY "pk-progress-bar"
#define PK_PROGRESS_LINE_KEY "pk-progress-line"
#define PK_PROGRESS_PULSE_KEY "pk-progress-pulse"
/* The detail the bar's description says now (a string the widget owns). */
#define PK_PROGRESS_DETAIL_KEY "pk-progress-detail"
/* The detail waiting for the interval to end, to be announced then (owned), or none. */
#define PK_PROGRESS_PENDING_KEY "pk-progress-pending"
/* The timeout that ends the interval after an announcement, or none. */
#define PK_PROGRESS_ANNOUNCE_KEY "pk-progress-announce"

/* How often a pulsing bar moves, in milliseconds: as zenity's. */
#define PK_PROGRESS_PULSE_INTERVAL 100

/* The shortest time between two announcements of the detail, in milliseconds. A
 * download's "12 of 40 MB" changes many times a second; said each time, a screen
 * reader would speak nothing else (it queues polite announcements, so it would also
 * lag ever further behind the work). 5 s leaves time to say a line of a few words and
 * to hear something else between two, and still tells a person waiting that the work
 * moves. Changes within it are coalesced: the latest is said when it ends. */
#define PK_PROGRESS_ANNOUNCE_INTERVAL 5000

static gboolean
pk_progress_pulse (gpointer bar)
{
  gtk_progress_bar_pulse (GTK_PROGRESS_BAR (bar));
  return G_SOURCE_CONTINUE;
}

/* Remove the timeout whose id the widget keeps under `key`, if one runs, and forget it:
 * with it goes the reference it holds. */
static void
pk_progress_remove_timeout (GtkWidget *progress, const char *key)
{
  guint source = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (progress), key));
  if (source != 0)
    g_source_remove (source);
  g_object_set_data (G_OBJECT (progress), key, NULL);
}

/* Stop pulsing: the timeout goes, and with it its reference on the bar. */
static void
pk_progress_stop_pulse (GtkWidget *progress)
{
  pk_progress_remove_timeout (progress, PK_PROGRESS_PULSE_KEY);
}

/* The interval after an announcement has ended: say the detail that waited for it, if
 * one did and the bar is still on screen, and wait another interval; else stop, so the
 * next change is said at once. The timeout holds the widget: a dialog closed while a
 * detail waited lets it go here, at the end of the interval, and says nothing. */
static gboolean
pk_progress_interval_ended (gpointer progress)
{
  char *pending = g_object_steal_data (G_OBJECT (progress), PK_PROGRESS_PENDING_KEY);
  GtkWidget *bar = g_object_get_data (G_OBJECT (progress), PK_PROGRESS_BAR_KEY);
  if (pending == NULL || bar == NULL || !gtk_widget_get_mapped (bar))
    {
      g_free (pending);
      g_object_set_data (G_OBJECT (progress), PK_PROGRESS_ANNOUNCE_KEY, NULL);
      return G_SOURCE_REMOVE;
    }
  pk_accessible_announce (bar, pending, FALSE);
  g_free (pending);
  return G_SOURCE_CONTINUE;
}

/* Stop announcing: the interval's timeout goes, and the detail that waited for it. */
static void
pk_progress_stop_announcing (GtkWidget *progress)
{
  pk_progress_remove_timeout (progress, PK_PROGRESS_ANNOUNCE_KEY);
  g_object_set_data (G_OBJECT (progress), PK_PROGRESS_PENDING_KEY, NULL);
}

/* The dialog goes: no timeout outlives it. */
static void
pk_progress_destroyed (GtkWidget *progress, gpointer data)
{
  (void) data;
  pk_progress_stop_pulse (progress);
  pk_progress_stop_announcing (progress);
}

/* `detail` becomes the bar's accessible description (NULL or empty: none), read with
 * the bar on every GTK. Where GTK can announce (4.14 or later), a new detail on a bar on
 * screen is also said, politely: at once if none was said in the last interval, else
 * when it ends, replacing any that waited (only the latest is worth saying). A detail
 * gone empty drops the one waiting: it would be stale. */
static void
pk_progress_describe (GtkWidget *progress, GtkWidget *bar, const char *detail)
{
  const char *shown = g_object_get_data (G_OBJECT (progress), PK_PROGRESS_DETAIL_KEY);
  if (detail == NULL || detail[0] == '\0')
    {
      g_object_set_data (G_OBJECT (progress), PK_PROGRESS_PENDING_KEY, NULL);
      if (shown == NULL)
        return;
      g_object_set_data (G_OBJECT (progress), PK_PROGRESS_DETAIL_KEY, NULL);
      gtk_accessible_reset_property (GTK_ACCESSIBLE (bar), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
      return;
    }
  /* The same detail again (a step that moved only the bar) is nothing new to say. */
  if (g_strcmp0 (shown, detail) == 0)
    return;
  g_object_set_data_full (G_OBJECT (progress), PK_PROGRESS_DETAIL_KEY, g_strdup (detail), g_free);
  gtk_accessible_update_property (GTK_ACCESSIBLE (bar), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, detail, -1);
  /* Before the dialog is on screen there is no one to tell: its description is read
   * with it. */
  if (!gtk_widget_get_mapped (bar))
    return;
  if (g_object_get_data (G_OBJECT (progress), PK_PROGRESS_ANNOUNCE_KEY) != NULL)
    {
      g_object_set_data_full (G_OBJECT (progress), PK_PROGRESS_PENDING_KEY, g_strdup (detail), g_free);
      return;
    }
  if (!pk_accessible_announce (bar, detail, FALSE))
    return;
  guint source = g_timeout_add_full (G_PRIORITY_DEFAULT, PK_PROGRESS_ANNOUNCE_INTERVAL, pk_progress_interval_ended,
                                     g_object_ref (progress), g_object_unref);
  g_object_set_data (G_OBJECT (progress), PK_PROGRESS_ANNOUNCE_KEY, GUINT_TO_POINTER (source));
}

GtkWidget *
pk_progress_new (void)
{
  GtkWidget *progress = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *bar = gtk_progress_bar_new ();
  GtkWidget *line = gtk_label_new (NULL);
  gtk_widget_add_css_class (line, "dim-label");
  gtk_label_set_wrap (GTK_LABEL (line), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (line), PANGO_WRAP_WORD_CHAR);
  gtk_widget_set_visible (line, FALSE);
  gtk_box_append (GTK_BOX (progress), bar);
  gtk_box_append (GTK_BOX (progress), line);
  g_object_set_data (G_OBJECT (progress), PK_PROGRESS_BAR_KEY, bar);
  g_object_set_data (G_OBJECT (progress), PK_PROGRESS_LINE_KEY, line);
  g_signal_connect (progress, "destroy", G_CALLBACK (pk_progress_destroyed), NULL);
  return progress;
}

void
pk_progress_set (GtkWidget *progress, double fraction, const char *text, const char *detail)
{
  GtkWidget *bar = g_object_get_data (G_OBJECT (progress), PK_PROGRESS_BAR_KEY);
  GtkWidget *line = g_object_get_data (G_OBJECT (progress), PK_PROGRESS_LINE_KEY);
  if (bar == NULL || line == NULL)
    return;
  if (fraction >= 0)
    {
      pk_progress_stop_pulse (progress);
      gtk_progress_bar_set_fraction (GTK_PROGRESS_BAR (bar), CLAMP (fraction, 0.0, 1.0));
    }
  else if (g_object_get_data (G_OBJECT (progress), PK_PROGRESS_PULSE_KEY) == NULL)
    {
      guint source = g_timeout_add_full (G_PRIORITY_DEFAULT, PK_PROGRESS_PULSE_INTERVAL, pk_progress_pulse,
                                         g_object_ref (bar), g_object_unref);
      g_object_set_data (G_OBJECT (progress), PK_PROGRESS_PULSE_KEY, GUINT_TO_POINTER (source));
      gtk_progress_bar_pulse (GTK_PROGRESS_BAR (bar));
    }
  gtk_label_set_text (GTK_LABEL (line), text != NULL ? text : "");
  gtk_widget_set_visible (line, text != NULL && text[0] != '\0');
  pk_progress_describe (progress, bar, detail);
}

gboolean
pk_progress_is_pulsing (GtkWidget *progress)
{
  return g_object_get_data (G_OBJECT (progress), PK_PROGRESS_PULSE_KEY) != NULL;
}
