/* alert's way to libadwaita's dialog: dlopen the plug-in only when the style asks for it.
 * A plain `alert` maps neither the plug-in nor libadwaita (Tests/AlertCommandTests reads its
 * /proc/PID/maps). */

#include "alert-plugin-loader.h"
#include <dlfcn.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <gtk/gtk.h>

/* The plug-in opened, for the message when it lacks its symbol. */
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

/* In a checkout, `swift run alert` builds alert alone and the plug-in is a product of its
 * own: the one command that builds it when `directory` is SwiftPM's (…/.build/…/debug or
 * release), else NULL. */
static char *
build_command (const char *directory)
{
  if (strstr (directory, "/.build/") == NULL)
    return NULL;
  g_autofree char *configuration = g_path_get_basename (directory);
  return g_strdup_printf ("swift build%s --product alert-adwaita", g_str_equal (configuration, "release") ? " -c release" : "");
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
  g_autofree char *build = build_command (directory);
  if (build != NULL)
    *error = g_strdup_printf ("%s is not built: run `%s` (looked for %s)", ALERT_ADWAITA_PLUGIN, build, looked->str);
  else
    *error = g_strdup_printf ("%s is not installed (looked for %s)", ALERT_ADWAITA_PLUGIN, looked->str);
  g_string_free (looked, TRUE);
  return NULL;
}

const void *
alert_adwaita_load (char **error)
{
  static gboolean tried;
  static const void *funcs;
  static char *first_error;
  if (!tried)
    {
      tried = TRUE;
      void *handle = open_plugin (&first_error);
      const void *(*get_funcs) (void) = NULL;
      if (handle != NULL && (*(void **) &get_funcs = dlsym (handle, ALERT_ADWAITA_FUNCS_SYMBOL)) == NULL)
        {
          first_error = g_strdup_printf ("%s has no %s (a plug-in from another version of alert?)", plugin_path,
                                         ALERT_ADWAITA_FUNCS_SYMBOL);
          g_clear_pointer (&plugin_path, g_free);
          dlclose (handle);
        }
      else if (handle != NULL)
        funcs = get_funcs ();
    }
  if (funcs == NULL && error != NULL)
    *error = g_strdup (first_error);
  return funcs;
}
