/* A progress bar with a line of text under it: what a progress dialog shows under its
 * message, in GTK's style (the message area) and in libadwaita's (the extra child). */
#include "pk-gtk.h"

#define PK_PROGRESS_BAR_KEY "pk-progress-bar"
#define PK_PROGRESS_LINE_KEY "pk-progress-line"
#define PK_PROGRESS_PULSE_KEY "pk-progress-pulse"

/* How often a pulsing bar moves, in milliseconds: as zenity's. */
#define PK_PROGRESS_PULSE_INTERVAL 100

static gboolean
pk_progress_pulse (gpointer bar)
{
  gtk_progress_bar_pulse (GTK_PROGRESS_BAR (bar));
  return G_SOURCE_CONTINUE;
}

/* Stop pulsing: the timeout goes, and with it its reference on the bar. */
static void
pk_progress_stop_pulse (GtkWidget *progress)
{
  guint source = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (progress), PK_PROGRESS_PULSE_KEY));
  if (source != 0)
    g_source_remove (source);
  g_object_set_data (G_OBJECT (progress), PK_PROGRESS_PULSE_KEY, NULL);
}

/* The dialog goes: no timeout outlives it. */
static void
pk_progress_destroyed (GtkWidget *progress, gpointer data)
{
  (void) data;
  pk_progress_stop_pulse (progress);
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
pk_progress_set (GtkWidget *progress, double fraction, const char *text)
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
}

gboolean
pk_progress_is_pulsing (GtkWidget *progress)
{
  return g_object_get_data (G_OBJECT (progress), PK_PROGRESS_PULSE_KEY) != NULL;
}
