/* Inspecting GTK objects for tests and benchmarks. GtkMessageDialog is deprecated from
 * GTK 4.10; the type check is fenced here, for this file. */
#define GDK_DISABLE_DEPRECATION_WARNINGS
#include "pk-testing.h"

gboolean
pk_is_message_dialog (gpointer object)
{
  return GTK_IS_MESSAGE_DIALOG (object);
}

/* The heading shown, newly allocated (g_free it). */
char *
pk_message_dialog_dup_heading (GtkWidget *dialog)
{
  char *text = NULL;
  g_object_get (dialog, "text", &text, NULL);
  return text;
}

/* The body shown, newly allocated (g_free it), or NULL. */
char *
pk_message_dialog_dup_body (GtkWidget *dialog)
{
  char *text = NULL;
  g_object_get (dialog, "secondary-text", &text, NULL);
  return text;
}

/* How many handlers are connected to `signal` on `instance`. GObject has no counting
 * call, and its *_matched calls ignore a mask of the signal id alone: find one unblocked
 * handler, block it, count it, until none is left; then unblock them all again. */
guint
pk_signal_count_handlers (gpointer instance, const char *signal)
{
  guint id = g_signal_lookup (signal, G_TYPE_FROM_INSTANCE (instance));
  GArray *found = g_array_new (FALSE, FALSE, sizeof (gulong));
  gulong handler;
  while ((handler = g_signal_handler_find (instance, G_SIGNAL_MATCH_ID | G_SIGNAL_MATCH_UNBLOCKED,
                                           id, 0, NULL, NULL, NULL)) != 0)
    {
      g_signal_handler_block (instance, handler);
      g_array_append_val (found, handler);
    }
  for (guint i = 0; i < found->len; i++)
    g_signal_handler_unblock (instance, g_array_index (found, gulong, i));
  guint count = found->len;
  g_array_free (found, TRUE);
  return count;
}
