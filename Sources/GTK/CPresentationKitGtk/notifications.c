/* Desktop notifications through GLib's GNotification, for the presenters: whether a
 * notification service is on the session bus (asked first, because GLib prints a warning
 * when it sends to nobody), the application action a notification's default action
 * activates, and sending one. */
#include "pk-gtk.h"

/* The names GLib's backends send to: GTK's own (GNOME Shell), and the freedesktop one. */
#define PK_GTK_NOTIFICATIONS "org.gtk.Notifications"
#define PK_FDO_NOTIFICATIONS "org.freedesktop.Notifications"

typedef struct
{
  PkNotificationServiceFunc callback;
  gpointer data;
  GDestroyNotify destroy;
} PkServiceLookup;

static PkServiceLookup *
pk_service_lookup_new (PkNotificationServiceFunc callback, gpointer data, GDestroyNotify destroy)
{
  PkServiceLookup *lookup = g_new0 (PkServiceLookup, 1);
  lookup->callback = callback;
  lookup->data = data;
  lookup->destroy = destroy;
  return lookup;
}

static void
pk_service_lookup_end (PkServiceLookup *lookup, gboolean available)
{
  lookup->callback (available, lookup->data);
  if (lookup->destroy != NULL)
    lookup->destroy (lookup->data);
  g_free (lookup);
}

/* The application's bus; without one, `lookup` ends at once (FALSE) and NULL is returned. */
static GDBusConnection *
pk_service_lookup_bus (GApplication *application, PkServiceLookup *lookup)
{
  GDBusConnection *bus = g_application_get_dbus_connection (application);
  if (bus == NULL)
    pk_service_lookup_end (lookup, FALSE);
  return bus;
}

/* Whether `reply`, a `(as)` of bus names, holds `name` (or `other`, when not NULL). */
static gboolean
pk_names_hold (GVariant *reply, const char *name, const char *other)
{
  gboolean found = FALSE;
  GVariantIter *names = NULL;
  const char *each = NULL;
  g_variant_get (reply, "(as)", &names);
  while (!found && g_variant_iter_loop (names, "&s", &each))
    found = g_str_equal (each, name) || (other != NULL && g_str_equal (each, other));
  g_variant_iter_free (names);
  return found;
}

static void
pk_activatable_names_listed (GObject *bus, GAsyncResult *result, gpointer data)
{
  GVariant *reply = g_dbus_connection_call_finish (G_DBUS_CONNECTION (bus), result, NULL);
  gboolean available = reply != NULL && pk_names_hold (reply, PK_FDO_NOTIFICATIONS, NULL);
  if (reply != NULL)
    g_variant_unref (reply);
  pk_service_lookup_end (data, available);
}

static void
pk_names_listed (GObject *bus, GAsyncResult *result, gpointer data)
{
  GVariant *reply = g_dbus_connection_call_finish (G_DBUS_CONNECTION (bus), result, NULL);
  if (reply == NULL)
    {
      pk_service_lookup_end (data, FALSE);
      return;
    }
  gboolean owned = pk_names_hold (reply, PK_GTK_NOTIFICATIONS, PK_FDO_NOTIFICATIONS);
  g_variant_unref (reply);
  if (owned)
    {
      pk_service_lookup_end (data, TRUE);
      return;
    }
  /* Not running: a service the bus starts on the first call (a desktop's notification
   * daemon, installed with a D-Bus service file) is as good. */
  g_dbus_connection_call (G_DBUS_CONNECTION (bus), "org.freedesktop.DBus", "/org/freedesktop/DBus",
                          "org.freedesktop.DBus", "ListActivatableNames", NULL, G_VARIANT_TYPE ("(as)"),
                          G_DBUS_CALL_FLAGS_NONE, -1, NULL, pk_activatable_names_listed, data);
}

void
pk_notification_service_lookup (GApplication *application, PkNotificationServiceFunc callback,
                                gpointer data, GDestroyNotify destroy)
{
  PkServiceLookup *lookup = pk_service_lookup_new (callback, data, destroy);
  GDBusConnection *bus = pk_service_lookup_bus (application, lookup);
  if (bus == NULL)
    return;
  /* In a Flatpak sandbox GLib sends through the portal, which is always there. */
  if (g_file_test ("/.flatpak-info", G_FILE_TEST_EXISTS))
    {
      pk_service_lookup_end (lookup, TRUE);
      return;
    }
  g_dbus_connection_call (bus, "org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus",
                          "ListNames", NULL, G_VARIANT_TYPE ("(as)"), G_DBUS_CALL_FLAGS_NONE, -1, NULL,
                          pk_names_listed, lookup);
}

typedef struct
{
  PkNotificationActivatedFunc activated;
  gpointer data;
  GDestroyNotify destroy;
} PkActionHandler;

static void
pk_action_handler_free (gpointer handler, GClosure *closure)
{
  (void) closure;
  PkActionHandler *self = handler;
  if (self->destroy != NULL)
    self->destroy (self->data);
  g_free (self);
}

static void
pk_notification_action_activated (GSimpleAction *action, GVariant *parameter, gpointer handler)
{
  (void) action;
  PkActionHandler *self = handler;
  if (parameter != NULL && g_variant_is_of_type (parameter, G_VARIANT_TYPE_STRING))
    self->activated (g_variant_get_string (parameter, NULL), self->data);
}

gulong
pk_application_add_notification_action (GApplication *application, const char *name,
                                        PkNotificationActivatedFunc activated, gpointer data,
                                        GDestroyNotify destroy)
{
  PkActionHandler *handler = g_new0 (PkActionHandler, 1);
  handler->activated = activated;
  handler->data = data;
  handler->destroy = destroy;
  GSimpleAction *action = g_simple_action_new (name, G_VARIANT_TYPE_STRING);
  gulong id = g_signal_connect_data (action, "activate", G_CALLBACK (pk_notification_action_activated),
                                     handler, pk_action_handler_free, 0);
  g_action_map_add_action (G_ACTION_MAP (application), G_ACTION (action));
  g_object_unref (action); /* the application keeps it */
  return id;
}

void
pk_application_send_notification (GApplication *application, const char *id, const char *title,
                                  const char *body, const char *action)
{
  GNotification *notification = g_notification_new (title);
  if (body != NULL && body[0] != '\0')
    g_notification_set_body (notification, body);
  g_notification_set_default_action_and_target (notification, action, "s", id);
  g_application_send_notification (application, id, notification);
  g_object_unref (notification);
}

static void
pk_round_trip_answered (GObject *bus, GAsyncResult *result, gpointer data)
{
  GVariant *reply = g_dbus_connection_call_finish (G_DBUS_CONNECTION (bus), result, NULL);
  if (reply != NULL)
    g_variant_unref (reply);
  pk_service_lookup_end (data, reply != NULL);
}

/* GetServerInformation: a call every freedesktop service answers, and cheaply. */
void
pk_notification_service_round_trip (GApplication *application, PkNotificationServiceFunc callback,
                                    gpointer data, GDestroyNotify destroy)
{
  PkServiceLookup *lookup = pk_service_lookup_new (callback, data, destroy);
  GDBusConnection *bus = pk_service_lookup_bus (application, lookup);
  if (bus == NULL)
    return;
  g_dbus_connection_call (bus, PK_FDO_NOTIFICATIONS, "/org/freedesktop/Notifications", PK_FDO_NOTIFICATIONS,
                          "GetServerInformation", NULL, NULL, G_DBUS_CALL_FLAGS_NO_AUTO_START, -1, NULL,
                          pk_round_trip_answered, lookup);
}

gboolean
pk_any_window_is_active (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  guint count = g_list_model_get_n_items (toplevels);
  gboolean active = FALSE;
  for (guint i = 0; i < count && !active; i++)
    {
      GtkWindow *window = g_list_model_get_item (toplevels, i);
      active = gtk_window_is_active (window);
      g_object_unref (window);
    }
  return active;
}
