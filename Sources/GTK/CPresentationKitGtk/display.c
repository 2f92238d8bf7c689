/* A lost X display: the `alert` command ends with its own status and a line. GTK 4.18
 * deprecates the X11 backend's API: the deprecations are fenced for this file. */
#define _GNU_SOURCE   /* RTLD_DEFAULT */
#define GDK_DISABLE_DEPRECATION_WARNINGS
#include "pk-gtk.h"
#include <dlfcn.h>
#include <string.h>
#include <unistd.h>
#ifdef GDK_WINDOWING_X11
#include <gdk/x11/gdkx.h>
#endif

/* Xlib calls the IO error handler when the connection to the X server breaks (the
 * server killed): GDK 4.8's (gdk_x_io_error) ends the process with status 1, silently
 * (its notice is a debug message), which a script reads as "No". This one, installed
 * after GDK's, says so on stderr and ends with `status` instead. Xlib is reached with
 * dlsym: GTK has loaded libX11 already on X11. */
typedef int (*PkXIOErrorHandler) (void *display);
typedef void (*PkXIOErrorExitHandler) (void *display, void *data);

/* The line and the status, kept where the handler can reach them. */
typedef struct { char message[512]; int status; } PkXLost;

static PkXLost *
pk_x_lost (void)
{
  static PkXLost lost = { "", 1 };
  return &lost;
}

static int
pk_x_io_error (void *display)
{
  PkXLost *lost = pk_x_lost ();
  ssize_t written = write (2, lost->message, strlen (lost->message));
  (void) written;
  (void) display;
  _exit (lost->status);
}

static void
pk_x_io_error_exit (void *display, void *data)
{
  (void) data;
  pk_x_io_error (display);
}


/* Ends the process with `status` and `message` (a whole line) on stderr when the
 * default display is an X display and its connection breaks. FALSE on other displays. */
gboolean
pk_exit_when_x_display_lost (int status, const char *message)
{
#ifdef GDK_WINDOWING_X11
  GdkDisplay *display = gdk_display_get_default ();
  if (display == NULL || !G_TYPE_CHECK_INSTANCE_TYPE (display, gdk_x11_display_get_type ()))
    return FALSE;
  g_strlcpy (pk_x_lost ()->message, message, sizeof pk_x_lost ()->message);
  pk_x_lost ()->status = status;
  PkXIOErrorHandler (*set_handler) (PkXIOErrorHandler) = dlsym (RTLD_DEFAULT, "XSetIOErrorHandler");
  void (*set_exit_handler) (void *, PkXIOErrorExitHandler, void *) = dlsym (RTLD_DEFAULT, "XSetIOErrorExitHandler");
  if (set_handler != NULL)
    set_handler (pk_x_io_error);
  /* libX11 >= 1.7: called if a handler returns; GDK's never does, ours neither. */
  if (set_exit_handler != NULL)
    set_exit_handler (gdk_x11_display_get_xdisplay (display), pk_x_io_error_exit, NULL);
  return set_handler != NULL;
#else
  (void) status;
  (void) message;
  return FALSE;
#endif
}
