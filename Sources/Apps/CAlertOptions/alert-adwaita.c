/* alert's way to libadwaita's dialog: dlopen the plug-in only when the style asks for it.
 * A plain `alert` maps neither the plug-in nor libadwaita (Tests/AlertCommandTests reads its
 * /proc/PID/maps). Each pointer is typed from pk-adw.h's declaration, so a change there
 * breaks this build instead of the call. */

#include "alert-adwaita.h"
#include "../../GTK/CGtk/pk-adw.h"
#include <dlfcn.h>
#include <errno.h>
#include <stdlib.h>
#include <gtk/gtk.h>

static struct
{
  __typeof__ (pk_adw_init) *init;
  __typeof__ (pk_adw_alert_new) *new_dialog;
  __typeof__ (pk_adw_alert_add_response) *add_response;
  __typeof__ (pk_adw_alert_set_default_response) *set_default_response;
  __typeof__ (pk_adw_alert_set_close_response) *set_close_response;
  __typeof__ (pk_adw_alert_connect_response) *connect_response;
  __typeof__ (pk_adw_alert_limit_button_labels) *limit_button_labels;
  __typeof__ (pk_adw_alert_present) *present;
  __typeof__ (pk_adw_alert_clear_focus) *clear_focus;
  __typeof__ (pk_adw_alert_close) *close;
  __typeof__ (pk_adw_alert_get_window) *get_window;
  __typeof__ (pk_adw_alert_update_accessibility) *update_accessibility;
  __typeof__ (pk_adw_alert_set_details) *set_details;
  __typeof__ (pk_adw_alert_set_remember) *set_remember;
  __typeof__ (pk_adw_alert_get_remember) *get_remember;
  __typeof__ (pk_adw_alert_set_countdown) *set_countdown;
} plugin;

static char *plugin_path;

/* The directory of alert's executable, symbolic links resolved (a /usr/bin/alert that links
 * to /opt/…/bin/alert finds the plug-in under /opt/…). */
static char *
executable_directory (void)
{
  char *exe = realpath ("/proc/self/exe", NULL);
  if (exe == NULL)
    return NULL;
  char *directory = g_path_get_dirname (exe);
  free (exe);
  return directory;
}

/* dlopen the first plug-in file that exists, or say why none could be opened. */
static void *
open_plugin (char **error)
{
  g_autofree char *directory = executable_directory ();
  if (directory == NULL)
    {
      *error = g_strdup_printf ("cannot find alert's own directory (/proc/self/exe): %s", g_strerror (errno));
      return NULL;
    }
  const char *const candidates[] = {
    ALERT_ADWAITA_PLUGIN,                            /* beside alert: the build directory */
    "../lib/presentationkit/" ALERT_ADWAITA_PLUGIN,  /* an installed prefix */
  };
  GString *looked = g_string_new (NULL);
  for (gsize i = 0; i < G_N_ELEMENTS (candidates); i++)
    {
      g_autofree char *path = g_build_filename (directory, candidates[i], NULL);
      g_autofree char *canonical = g_canonicalize_filename (path, NULL);
      if (!g_file_test (canonical, G_FILE_TEST_EXISTS))
        {
          g_string_append_printf (looked, "%s%s", looked->len > 0 ? ", " : "", canonical);
          continue;
        }
      /* RTLD_LOCAL: libadwaita's and the plug-in's symbols stay out of alert's namespace;
       * RTLD_NOW: a missing library or symbol fails here, with its name, not mid-dialog. */
      void *handle = dlopen (canonical, RTLD_NOW | RTLD_LOCAL);
      if (handle == NULL)
        {
          /* The file is there: what failed is what it needs, libadwaita first of all. */
          *error = g_strdup_printf ("%s", dlerror ());
          g_string_free (looked, TRUE);
          return NULL;
        }
      plugin_path = g_steal_pointer (&canonical);
      g_string_free (looked, TRUE);
      return handle;
    }
  *error = g_strdup_printf ("%s is not installed (looked for %s)", ALERT_ADWAITA_PLUGIN, looked->str);
  g_string_free (looked, TRUE);
  return NULL;
}

/* Each function the plug-in must have, or the name of the first it lacks. */
static const char *
find_functions (void *handle)
{
#define FIND(field, name)                                                                                              \
  if ((*(void **) &plugin.field = dlsym (handle, name)) == NULL)                                                       \
    return name;
  FIND (init, "pk_adw_init")
  FIND (new_dialog, "pk_adw_alert_new")
  FIND (add_response, "pk_adw_alert_add_response")
  FIND (set_default_response, "pk_adw_alert_set_default_response")
  FIND (set_close_response, "pk_adw_alert_set_close_response")
  FIND (connect_response, "pk_adw_alert_connect_response")
  FIND (limit_button_labels, "pk_adw_alert_limit_button_labels")
  FIND (present, "pk_adw_alert_present")
  FIND (clear_focus, "pk_adw_alert_clear_focus")
  FIND (close, "pk_adw_alert_close")
  FIND (get_window, "pk_adw_alert_get_window")
  FIND (update_accessibility, "pk_adw_alert_update_accessibility")
  FIND (set_details, "pk_adw_alert_set_details")
  FIND (set_remember, "pk_adw_alert_set_remember")
  FIND (get_remember, "pk_adw_alert_get_remember")
  FIND (set_countdown, "pk_adw_alert_set_countdown")
#undef FIND
  return NULL;
}

int
alert_adwaita_load (char **error)
{
  static int loaded = -1;
  static char *first_error;
  if (loaded < 0)
    {
      void *handle = open_plugin (&first_error);
      const char *missing = handle != NULL ? find_functions (handle) : NULL;
      if (missing != NULL)
        {
          first_error = g_strdup_printf ("%s has no %s (a plug-in from another version of alert?)", plugin_path, missing);
          g_clear_pointer (&plugin_path, g_free);
          dlclose (handle);
          handle = NULL;
        }
      loaded = handle != NULL;
      if (loaded)
        plugin.init ();
    }
  if (!loaded && error != NULL)
    *error = g_strdup (first_error);
  return loaded;
}

const char *
alert_adwaita_plugin_path (void)
{
  return plugin_path;
}

void *
alert_adwaita_new (const char *heading, const char *body)
{
  return plugin.new_dialog (heading, body);
}

void
alert_adwaita_add_response (void *dialog, const char *id, const char *label, int appearance)
{
  plugin.add_response (dialog, id, label, (PkAdwAppearance) appearance);
}

void
alert_adwaita_set_default_response (void *dialog, const char *id)
{
  plugin.set_default_response (dialog, id);
}

void
alert_adwaita_set_close_response (void *dialog, const char *id)
{
  plugin.set_close_response (dialog, id);
}

void
alert_adwaita_limit_button_labels (void *dialog, int max_chars)
{
  plugin.limit_button_labels (dialog, max_chars);
}

void
alert_adwaita_clear_focus (void *dialog)
{
  plugin.clear_focus (dialog);
}

void
alert_adwaita_update_accessibility (void *dialog, const char *heading, const char *body)
{
  plugin.update_accessibility (dialog, heading, body);
}

void
alert_adwaita_close (void *dialog)
{
  plugin.close (dialog);
}

void
alert_adwaita_set_details (void *dialog, const char *text, const char *label, const char *copy_label)
{
  plugin.set_details (dialog, text, label, copy_label);
}

void
alert_adwaita_set_remember (void *dialog, const char *label)
{
  plugin.set_remember (dialog, label);
}

int
alert_adwaita_get_remember (void *dialog)
{
  return plugin.get_remember (dialog);
}

void
alert_adwaita_set_countdown (void *dialog, const char *text)
{
  plugin.set_countdown (dialog, text);
}

typedef struct
{
  void (*func) (const char *response, void *data);
  void *data;
} Handler;

static void
on_response (const char *response, gpointer handler)
{
  Handler *self = handler;
  self->func (response, self->data);
}

static void
on_destroy (GtkWidget *dialog, gpointer handler)
{
  Handler *self = handler;
  (void) dialog;
  self->func (NULL, self->data);
}

void
alert_adwaita_connect (void *dialog, void (*func) (const char *response, void *data), void *data)
{
  Handler *handler = g_new (Handler, 1);
  handler->func = func;
  handler->data = data;
  /* The response connection frees the handler when the dialog goes; "destroy" runs
   * before that, the last signal a widget emits. */
  plugin.connect_response (dialog, on_response, handler, g_free);
  g_signal_connect (dialog, "destroy", G_CALLBACK (on_destroy), handler);
}

void
alert_adwaita_present (void *dialog, const char *title)
{
  plugin.present (dialog, NULL);
  GtkWindow *window = plugin.get_window (dialog);
  if (window != NULL && title != NULL)
    gtk_window_set_title (window, title);
}

void
alert_adwaita_name_by_title (void *dialog, const char *title, const char *text)
{
  GtkAccessible *accessible = GTK_ACCESSIBLE (dialog);
  /* Kept by the plug-in when it names the dialog again (libadwaita ≥ 1.5, after its first layout). */
  g_object_set_data_full (G_OBJECT (dialog), PK_ADW_ACCESSIBLE_NAME_KEY, g_strdup (title), g_free);
  g_object_set_data_full (G_OBJECT (dialog), PK_ADW_ACCESSIBLE_DESCRIPTION_KEY, g_strdup (text), g_free);
  gtk_accessible_reset_relation (accessible, GTK_ACCESSIBLE_RELATION_DESCRIBED_BY);
  gtk_accessible_reset_relation (accessible, GTK_ACCESSIBLE_RELATION_LABELLED_BY);
  gtk_accessible_update_property (accessible, GTK_ACCESSIBLE_PROPERTY_LABEL, title, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  text, -1);
}
