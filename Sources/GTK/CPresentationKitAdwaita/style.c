/* libadwaita's initialisation, style manager (the colour scheme: libadwaita warns against
 * gtk-application-prefer-dark-theme) and application window. */
#include <adwaita.h>
#include "../CGtk/pk-adw.h"

void
pk_adw_init (void)
{
  adw_init ();
}

const char *
pk_adw_build_version (void)
{
  return G_STRINGIFY (ADW_MAJOR_VERSION) "." G_STRINGIFY (ADW_MINOR_VERSION) "." G_STRINGIFY (ADW_MICRO_VERSION);
}

char *
pk_adw_runtime_version (void)
{
  return g_strdup_printf ("%u.%u.%u", adw_get_major_version (), adw_get_minor_version (), adw_get_micro_version ());
}

void
pk_adw_set_color_scheme (int scheme)
{
  AdwColorScheme value = scheme == 1   ? ADW_COLOR_SCHEME_FORCE_LIGHT
                         : scheme == 2 ? ADW_COLOR_SCHEME_FORCE_DARK
                                       : ADW_COLOR_SCHEME_DEFAULT;
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), value);
}

gboolean
pk_adw_is_dark (void)
{
  return adw_style_manager_get_dark (adw_style_manager_get_default ());
}

GtkWidget *
pk_adw_application_window_new (GtkApplication *app, GtkWidget **body)
{
  GtkWidget *window = adw_application_window_new (app);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_box_append (GTK_BOX (box), adw_header_bar_new ());
  /* Never gtk_window_set_child on an AdwApplicationWindow: libadwaita ends the process. */
  adw_application_window_set_content (ADW_APPLICATION_WINDOW (window), pk_adw_toast_overlay_new (box));
  if (body != NULL)
    *body = box;
  return window;
}
