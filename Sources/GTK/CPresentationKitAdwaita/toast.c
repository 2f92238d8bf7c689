/* Toasts through AdwToastOverlay and AdwToast: libadwaita's queue (one at a time, a
 * high-priority toast first), and from 1.6 its announcement to a screen reader. */
#include <adwaita.h>
#include "pk-adw.h"

GtkWidget *
pk_adw_toast_overlay_new (GtkWidget *child)
{
  GtkWidget *overlay = adw_toast_overlay_new ();
  if (child != NULL)
    adw_toast_overlay_set_child (ADW_TOAST_OVERLAY (overlay), child);
  return overlay;
}

GtkWidget *
pk_adw_window_get_toast_overlay (GtkWindow *window)
{
  GtkWidget *content = NULL;
  if (ADW_IS_APPLICATION_WINDOW (window))
    content = adw_application_window_get_content (ADW_APPLICATION_WINDOW (window));
  else if (ADW_IS_WINDOW (window))
    content = adw_window_get_content (ADW_WINDOW (window));
  else
    content = gtk_window_get_child (window);
  return content != NULL && ADW_IS_TOAST_OVERLAY (content) ? content : NULL;
}

typedef struct {
  PkAdwToastFunc func;
  gpointer data;
  GDestroyNotify destroy;
  gboolean clicked;
} PkAdwToastClosure;

static void
pk_adw_toast_closure_free (gpointer closure, GClosure *unused)
{
  PkAdwToastClosure *self = closure;
  (void) unused;
  if (self->destroy != NULL)
    self->destroy (self->data);
  g_free (self);
}

static void
pk_adw_toast_on_button_clicked (AdwToast *toast, gpointer closure)
{
  (void) toast;
  ((PkAdwToastClosure *) closure)->clicked = TRUE;
}

static void
pk_adw_toast_on_dismissed (AdwToast *toast, gpointer closure)
{
  PkAdwToastClosure *self = closure;
  (void) toast;
  if (self->func != NULL)
    self->func (self->clicked, self->data);
  self->func = NULL;
}

/* Before 1.4 a toast's title is always Pango markup: escaped, it shows literally. */
static char *
pk_adw_toast_title (const char *title)
{
#if ADW_CHECK_VERSION (1, 4, 0)
  return g_strdup (title);
#else
  return g_markup_escape_text (title, -1);
#endif
}

gpointer
pk_adw_toast_show (GtkWidget *overlay, const char *title, const char *button, guint timeout,
                   gboolean high_priority, PkAdwToastFunc func, gpointer data, GDestroyNotify destroy)
{
  char *shown = pk_adw_toast_title (title);
  AdwToast *toast = adw_toast_new (shown);
  g_free (shown);
#if ADW_CHECK_VERSION (1, 4, 0)
  adw_toast_set_use_markup (toast, FALSE);
#endif
  PkAdwToastClosure *closure = g_new0 (PkAdwToastClosure, 1);
  closure->func = func;
  closure->data = data;
  closure->destroy = destroy;
  if (button != NULL)
    adw_toast_set_button_label (toast, button);
  adw_toast_set_timeout (toast, timeout);
  adw_toast_set_priority (toast, high_priority ? ADW_TOAST_PRIORITY_HIGH : ADW_TOAST_PRIORITY_NORMAL);
  g_signal_connect (toast, "button-clicked", G_CALLBACK (pk_adw_toast_on_button_clicked), closure);
  g_signal_connect_data (toast, "dismissed", G_CALLBACK (pk_adw_toast_on_dismissed), closure,
                         pk_adw_toast_closure_free, 0);
  adw_toast_overlay_add_toast (ADW_TOAST_OVERLAY (overlay), toast);
  return toast;
}

void
pk_adw_toast_dismiss (gpointer toast)
{
  adw_toast_dismiss (ADW_TOAST (toast));
}

void
pk_adw_toast_set_title (gpointer toast, const char *title)
{
  char *shown = pk_adw_toast_title (title);
  adw_toast_set_title (ADW_TOAST (toast), shown);
  g_free (shown);
}

gboolean
pk_adw_toasts_announce (void)
{
  /* The running library's version, not the one built against: a 1.5 build runs on 1.6. */
  return adw_get_major_version () > 1 || adw_get_minor_version () >= 6;
}
