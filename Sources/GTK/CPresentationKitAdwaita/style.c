/* libadwaita's initialisation, style manager (the colour scheme: libadwaita warns against
 * gtk-application-prefer-dark-theme) and application window. */
#include <adwaita.h>
#include "pk-adw.h"

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
pk_adw_application_window_adopt (GtkApplication *app, GtkWindow *from)
{
  GtkWidget *window = adw_application_window_new (app);
  int width = 0, height = 0;
  gtk_window_get_default_size (from, &width, &height);
  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_set_title (GTK_WINDOW (window), gtk_window_get_title (from));
  char **classes = gtk_widget_get_css_classes (GTK_WIDGET (from));
  for (char **name = classes; *name != NULL; name++)
    gtk_widget_add_css_class (window, *name);
  g_strfreev (classes);

  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_box_append (GTK_BOX (box), adw_header_bar_new ());
  GtkWidget *child = gtk_window_get_child (from);
  if (child != NULL)
    {
      g_object_ref (child);
      gtk_window_set_child (from, NULL);
      gtk_widget_set_vexpand (child, TRUE);
      gtk_box_append (GTK_BOX (box), child);
      g_object_unref (child);
    }
  /* The window's content is an AdwToastOverlay, where the Adwaita style shows its toasts
   * (pk_adw_window_get_toast_overlay), around the GtkOverlay PresentationKitGtk's own toasts
   * use when a style has none (pk_window_get_toast_overlay finds it by the window's
   * "pk-toast-overlay" data): never gtk_window_set_child on an AdwApplicationWindow, which
   * libadwaita ends the process for. */
  GtkWidget *overlay = gtk_overlay_new ();
  gtk_overlay_set_child (GTK_OVERLAY (overlay), box);
  adw_application_window_set_content (ADW_APPLICATION_WINDOW (window), pk_adw_toast_overlay_new (overlay));
  g_object_set_data (G_OBJECT (window), "pk-toast-overlay", overlay);

  GtkEventController *shortcuts = gtk_shortcut_controller_new ();
  gtk_shortcut_controller_set_scope (GTK_SHORTCUT_CONTROLLER (shortcuts), GTK_SHORTCUT_SCOPE_MANAGED);
  gtk_shortcut_controller_add_shortcut (
      GTK_SHORTCUT_CONTROLLER (shortcuts),
      gtk_shortcut_new (gtk_shortcut_trigger_parse_string ("<Control>q|<Control>w"),
                        gtk_named_action_new ("window.close")));
  gtk_widget_add_controller (window, shortcuts);
  gtk_window_destroy (from);
  return window;
}
