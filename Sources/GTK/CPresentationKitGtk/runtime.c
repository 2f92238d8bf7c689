/* Signals, logging, and Swift's main actor on the GLib main loop. */
#include "pk-gtk.h"
#include <glib-unix.h>
#include <sys/eventfd.h>

/* g_signal_connect is a macro; this is it, with the destroy notify that releases the
 * Swift box that carries the handler. */
gulong
pk_signal_connect (gpointer instance, const char *signal, GCallback handler,
                   gpointer data, GClosureNotify release_data)
{
  return g_signal_connect_data (instance, signal, handler, data, release_data, 0);
}

/* g_log is variadic; the message is passed through "%s" so it is never a format. */
void
pk_log (const char *domain, GLogLevelFlags level, const char *message)
{
  g_log (domain, level, "%s", message);
}

void
pk_log_structured (const char *domain, GLogLevelFlags level, const char *message, const char *file)
{
  if (file != NULL)
    g_log_structured (domain, level, "PK_FILE", file, "MESSAGE", "%s", message);
  else
    g_log_structured (domain, level, "MESSAGE", "%s", message);
}

static PkSignalValue
pk_signal_value_kind (GType type)
{
  GType fundamental = G_TYPE_FUNDAMENTAL (type & ~G_SIGNAL_TYPE_STATIC_SCOPE);
  if (fundamental == G_TYPE_NONE) return PK_SIGNAL_VALUE_NONE;
  if (fundamental == G_TYPE_INT || fundamental == G_TYPE_ENUM) return PK_SIGNAL_VALUE_INT;
  if (fundamental == G_TYPE_UINT || fundamental == G_TYPE_FLAGS) return PK_SIGNAL_VALUE_UINT;
  if (fundamental == G_TYPE_BOOLEAN) return PK_SIGNAL_VALUE_BOOLEAN;
  if (fundamental == G_TYPE_DOUBLE) return PK_SIGNAL_VALUE_DOUBLE;
  if (fundamental == G_TYPE_OBJECT || fundamental == G_TYPE_INTERFACE || fundamental == G_TYPE_BOXED
      || fundamental == G_TYPE_POINTER || fundamental == G_TYPE_STRING || fundamental == G_TYPE_PARAM
      || fundamental == G_TYPE_VARIANT)
    return PK_SIGNAL_VALUE_POINTER;
  return PK_SIGNAL_VALUE_OTHER;
}

/* The shape of the detailed signal `name` ("changed", "notify::text") on `instance`'s
 * type, from g_signal_query: FALSE when the type has no such signal; else its parameter
 * count, the kind of its first parameter and of its return value. */
gboolean
pk_signal_shape (gpointer instance, const char *name, guint *n_params,
                 PkSignalValue *first_param, PkSignalValue *returns)
{
  guint id;
  GQuark detail;
  if (!g_signal_parse_name (name, G_TYPE_FROM_INSTANCE (instance), &id, &detail, FALSE))
    return FALSE;
  GSignalQuery query;
  g_signal_query (id, &query);
  *n_params = query.n_params;
  *first_param = query.n_params > 0 ? pk_signal_value_kind (query.param_types[0]) : PK_SIGNAL_VALUE_NONE;
  *returns = pk_signal_value_kind (query.return_type);
  return TRUE;
}

/* Emits the parameterless signal `name` on `instance` (g_signal_emit_by_name is variadic). */
void
pk_signal_emit (gpointer instance, const char *name)
{
  g_signal_emit_by_name (instance, name);
}

/* The name of `instance`'s type, for messages ("GtkEntry"). */
const char *
pk_type_name (gpointer instance)
{
  return G_OBJECT_TYPE_NAME (instance);
}

/* libdispatch exports these for CoreFoundation's run loop: an eventfd that becomes
 * readable when the main queue has work, and the function that drains it. Private to
 * libdispatch, so declared here and nowhere a library user sees them. */
extern int _dispatch_get_main_queue_handle_4CF (void);
extern void _dispatch_main_queue_callback_4CF (void *message);

/* Reads the eventfd first (or GLib calls back forever), then drains the main queue. */
static gboolean
pk_drain_main_queue (gint fd, GIOCondition condition, gpointer data)
{
  eventfd_t ignored;
  (void) condition;
  (void) data;
  eventfd_read (fd, &ignored);
  _dispatch_main_queue_callback_4CF (NULL);
  return G_SOURCE_CONTINUE;
}

/* Watches the main queue from the thread-default GLib context; call on the main
 * thread, once, before the loop runs. Returns the source id.
 * The priority sits just below GTK's redraw: a flood of main-actor jobs (10,000 errors
 * at once) must not starve painting, which it did at default priority (the figures:
 * docs/benchmarks.md, "Figures behind the code"). */
guint
pk_attach_main_queue (void)
{
  return g_unix_fd_add_full (PK_MAIN_QUEUE_PRIORITY, _dispatch_get_main_queue_handle_4CF (), G_IO_IN,
                             pk_drain_main_queue, NULL, NULL);
}
