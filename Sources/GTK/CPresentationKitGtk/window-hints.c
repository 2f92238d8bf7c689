/* What a window manager reads of a window beside its title: its class, its parent and
 * its icon, for the `alert` command's zenity 3 flags (--class, --attach, --window-icon).
 * GTK 4 keeps no API for a parent that is another program's window, nor for an icon that
 * is a file: both are set on the window's surface once it is realized, before it is
 * mapped, where window managers read them. GTK 4.18 deprecates the X11 backend's API:
 * the deprecations are fenced for this file. */
#define _GNU_SOURCE   /* RTLD_DEFAULT */
#define GDK_DISABLE_DEPRECATION_WARNINGS
#include "pk-gtk.h"
#include <dlfcn.h>
#ifdef GDK_WINDOWING_X11
#include <gdk/x11/gdkx.h>
#endif

#define PK_X11_PARENT_KEY "pk-x11-transient-for"
#define PK_ICON_TEXTURE_KEY "pk-icon-texture"

static gboolean
pk_display_is_x11 (GdkDisplay *display)
{
#ifdef GDK_WINDOWING_X11
  return display != NULL && G_TYPE_CHECK_INSTANCE_TYPE (display, gdk_x11_display_get_type ());
#else
  (void) display;
  return FALSE;
#endif
}

gboolean
pk_set_program_class (const char *program_class)
{
  GdkDisplay *display = gdk_display_get_default ();
  if (!pk_display_is_x11 (display))
    return FALSE;
#ifdef GDK_WINDOWING_X11
  gdk_x11_display_set_program_class (display, program_class);
#endif
  return TRUE;
}

/* Xlib is reached with dlsym, as display.c does: GTK has loaded libX11 already on X11,
 * and alert links no X library of its own. */
static void
pk_window_apply_x11_parent (GtkWidget *widget)
{
#ifdef GDK_WINDOWING_X11
  gulong parent = GPOINTER_TO_SIZE (g_object_get_data (G_OBJECT (widget), PK_X11_PARENT_KEY));
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (widget));
  int (*set_transient_for) (void *, gulong, gulong) = dlsym (RTLD_DEFAULT, "XSetTransientForHint");
  if (parent == 0 || surface == NULL || set_transient_for == NULL)
    return;
  GdkDisplay *display = gtk_widget_get_display (widget);
  set_transient_for (gdk_x11_display_get_xdisplay (display), gdk_x11_surface_get_xid (surface), parent);
#else
  (void) widget;
#endif
}

static void
pk_window_apply_icon_texture (GtkWidget *widget)
{
  GdkTexture *texture = g_object_get_data (G_OBJECT (widget), PK_ICON_TEXTURE_KEY);
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (widget));
  if (texture == NULL || surface == NULL || !GDK_IS_TOPLEVEL (surface))
    return;
  GList icons = { texture, NULL, NULL };
  gdk_toplevel_set_icon_list (GDK_TOPLEVEL (surface), &icons);
}

/* After GtkWindow's own realize, which sets the icon it finds by name (none here): the
 * texture replaces that, and both reach the surface before it is mapped. */
static void
pk_window_on_realize (GtkWidget *widget, gpointer data)
{
  (void) data;
  pk_window_apply_x11_parent (widget);
  pk_window_apply_icon_texture (widget);
}

static void
pk_window_apply_when_realized (GtkWindow *window)
{
  GtkWidget *widget = GTK_WIDGET (window);
  if (gtk_widget_get_realized (widget))
    pk_window_on_realize (widget, NULL);
  else if (g_signal_handler_find (window, G_SIGNAL_MATCH_FUNC, 0, 0, NULL, pk_window_on_realize, NULL) == 0)
    g_signal_connect_after (window, "realize", G_CALLBACK (pk_window_on_realize), NULL);
}

gboolean
pk_window_set_x11_transient_for (GtkWindow *window, gulong parent)
{
  if (!pk_display_is_x11 (gtk_widget_get_display (GTK_WIDGET (window))))
    return FALSE;
  g_object_set_data (G_OBJECT (window), PK_X11_PARENT_KEY, GSIZE_TO_POINTER (parent));
  pk_window_apply_when_realized (window);
  return TRUE;
}

void
pk_window_set_icon_texture (GtkWindow *window, GdkTexture *texture)
{
  g_object_set_data_full (G_OBJECT (window), PK_ICON_TEXTURE_KEY, g_object_ref (texture), g_object_unref);
  pk_window_apply_when_realized (window);
}
