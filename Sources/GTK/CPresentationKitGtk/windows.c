/* Windows, toasts and popovers: what GTK leaves to macros and variadic calls.
 * GTK 4.18 deprecates the X11 backend's API (the work area comes from it on X11): the
 * deprecations are fenced for this file, so a newer GTK builds it without warnings. */
#define GDK_DISABLE_DEPRECATION_WARNINGS
#include "pk-gtk.h"
#ifdef GDK_WINDOWING_X11
#include <gdk/x11/gdkx.h>
#endif

/* Escape closes `window` as its close button does (GtkWindow's "window.close"
 * action); plain windows, unlike dialogs, do not bind it themselves. */
void
pk_window_close_on_escape (GtkWindow *window)
{
  GtkEventController *controller = gtk_shortcut_controller_new ();
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (controller),
                                        gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_Escape, 0),
                                                          gtk_named_action_new ("window.close")));
  gtk_widget_add_controller (GTK_WIDGET (window), controller);
}

GdkRectangle
pk_widget_get_workarea (GtkWidget *widget)
{
  GdkRectangle area = { 0, 0, G_MAXINT, G_MAXINT };
  GdkDisplay *display = gtk_widget_get_display (widget);
  GtkNative *native = gtk_widget_get_native (widget);
  GdkSurface *surface = native ? gtk_native_get_surface (native) : NULL;
  if (surface == NULL && GTK_IS_WINDOW (native) && gtk_window_get_transient_for (GTK_WINDOW (native)))
    surface = gtk_native_get_surface (GTK_NATIVE (gtk_window_get_transient_for (GTK_WINDOW (native))));
  GdkMonitor *monitor = surface ? gdk_display_get_monitor_at_surface (display, surface) : NULL;
  GListModel *monitors = gdk_display_get_monitors (display);
  if (monitor == NULL && g_list_model_get_n_items (monitors) > 0)
    {
      monitor = g_list_model_get_item (monitors, 0);
      g_object_unref (monitor); /* the display keeps it */
    }
  if (monitor == NULL)
    return area;
  gdk_monitor_get_geometry (monitor, &area);
#ifdef GDK_WINDOWING_X11
  if (G_TYPE_CHECK_INSTANCE_TYPE (monitor, gdk_x11_monitor_get_type ()))
    gdk_x11_monitor_get_workarea (monitor, &area);
#endif
  return area;
}

/* The overlay toasts float in over `window`'s content: made once, around the window's
 * child (which keeps its place and state, only moved one level down), and found again by
 * later presenters through the window's "pk-toast-overlay" data while it is in the window
 * (PresentationKitAdwaita puts one in an AdwApplicationWindow's content, where
 * gtk_window_set_child is fatal). The window owns it. */
GtkWidget *
pk_window_get_toast_overlay (GtkWindow *window)
{
  GtkWidget *overlay = g_object_get_data (G_OBJECT (window), "pk-toast-overlay");
  if (overlay != NULL && gtk_widget_get_root (overlay) == GTK_ROOT (window))
    return overlay;
  GtkWidget *child = gtk_window_get_child (window);
  overlay = gtk_overlay_new ();
  if (child != NULL)
    {
      g_object_ref (child);
      gtk_window_set_child (window, NULL);
      gtk_overlay_set_child (GTK_OVERLAY (overlay), child);
      g_object_unref (child);
    }
  gtk_window_set_child (window, overlay);
  g_object_set_data (G_OBJECT (window), "pk-toast-overlay", overlay);
  return overlay;
}

/* The box a toast's text and buttons sit in, with the accessible role of an alert
 * (ARIA's live status message; fixed at construction, so given here). */
GtkWidget *
pk_toast_box_new (void)
{
  return g_object_new (GTK_TYPE_BOX,
                       "accessible-role", GTK_ACCESSIBLE_ROLE_ALERT,
                       "orientation", GTK_ORIENTATION_HORIZONTAL,
                       NULL);
}

/* Calls `callback` when `keyval` (no modifiers) is pressed while focus is in `widget`
 * (or, on a window, anywhere in it); the callback returns TRUE when it handled the key.
 * Returns the controller, for gtk_widget_remove_controller(). `destroy` frees `data`
 * with the controller. */
GtkEventController *
pk_widget_add_key_shortcut (GtkWidget *widget, guint keyval, GtkShortcutFunc callback,
                            gpointer data, GDestroyNotify destroy)
{
  GtkEventController *controller = gtk_shortcut_controller_new ();
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (controller),
                                        gtk_shortcut_new (gtk_keyval_trigger_new (keyval, 0),
                                                          gtk_callback_action_new (callback, data, destroy)));
  gtk_widget_add_controller (widget, controller);
  return controller;
}

/* Loads the style sheet `css` into `provider`. GTK 4.12 deprecates the call 4.8 has
 * (gtk_css_provider_load_from_data) for one 4.8 lacks (load_from_string): the headers
 * the module is built with choose. */
void
pk_css_provider_load_from_string (GtkCssProvider *provider, const char *css)
{
#if GTK_CHECK_VERSION (4, 12, 0)
  gtk_css_provider_load_from_string (provider, css);
#else
  gtk_css_provider_load_from_data (provider, css, -1);
#endif
}

/* A popover pointed at `anchor` (its parent until pk_popover_detach), on `position`'s
 * side; it closes on Escape and on a click outside. */
GtkWidget *
pk_popover_new_at (GtkWidget *anchor, GtkPositionType position)
{
  GtkWidget *popover = gtk_popover_new ();
  gtk_popover_set_position (GTK_POPOVER (popover), position);
  gtk_popover_set_autohide (GTK_POPOVER (popover), TRUE);
  gtk_widget_set_parent (popover, anchor);
  return popover;
}

/* Shows `popover` with `child` as its content. GTK 4.8 moves focus into an autohide
 * popover as it shows, and when its window has no focus widget (nothing focused yet)
 * logs "gtk_widget_is_ancestor: assertion 'GTK_IS_WIDGET (widget)' failed" (measured).
 * Naming the content the popover's focus child first skips that search; focus then
 * goes into the popover on Tab, and Escape closes it either way. */
void
pk_popover_popup_with_child (GtkWidget *popover, GtkWidget *child)
{
  gtk_popover_set_child (GTK_POPOVER (popover), child);
  GtkRoot *root = gtk_widget_get_root (popover);
  if (root == NULL || gtk_root_get_focus (root) == NULL)
    {
      /* The content sits in the popover's own box: name that box. */
      GtkWidget *inner = child;
      while (gtk_widget_get_parent (inner) != popover)
        inner = gtk_widget_get_parent (inner);
      gtk_widget_set_focus_child (popover, inner);
    }
  gtk_popover_popup (GTK_POPOVER (popover));
}

/* Takes a popover off its anchor; the anchor held the only reference, so it goes. */
void
pk_popover_detach (GtkWidget *popover)
{
  gtk_widget_unparent (popover);
}
