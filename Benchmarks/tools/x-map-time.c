/* Cold start, seen from outside: the time from spawning a command to the X server
 * mapping its K-th top-level window, and to the command's exit.
 *
 * Watches the root window's SubstructureNotify events (no window manager needed),
 * so it times any X client alike: the library's `alert`, the C baseline, zenity (GTK 3).
 * The clock starts just before fork(); it stops at the MapNotify of the K-th
 * non-override-redirect window mapped under the root.
 *
 * Build: cc -O2 -Wall -o x-map-time x-map-time.c -lX11
 * Run:   x-map-time PREFIX [--maps K] [--kill] -- COMMAND [ARG...]
 *   --maps K  stop at the K-th map (default 1: a dialog with no parent window)
 *   --kill    SIGTERM the command once mapped (for programs that wait for a person)
 * Prints PREFIX_cold_map_ms and, without --kill, PREFIX_cold_exit_ms; the command's
 * own stdout passes through. Exit status 1 if nothing was mapped within 30 s.
 */
#define _GNU_SOURCE
#include <X11/Xlib.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include "monotonic-ms.h"
#include <unistd.h>

int
main (int argc, char **argv)
{
  const char *prefix;
  int maps_wanted = 1, kill_after = 0, i = 2, maps = 0, status;
  double start, mapped = -1, exited = -1;
  Display *display;
  pid_t child;

  if (argc < 4)
    goto usage;
  prefix = argv[1];
  for (; i < argc && strcmp (argv[i], "--") != 0; i++)
    {
      if (strcmp (argv[i], "--maps") == 0 && i + 1 < argc)
        maps_wanted = atoi (argv[++i]);
      else if (strcmp (argv[i], "--kill") == 0)
        kill_after = 1;
      else
        goto usage;
    }
  if (i + 1 >= argc || maps_wanted < 1)
    goto usage;

  display = XOpenDisplay (NULL);
  if (display == NULL)
    {
      fprintf (stderr, "x-map-time: cannot open display\n");
      return 1;
    }
  XSelectInput (display, DefaultRootWindow (display), SubstructureNotifyMask);
  XSync (display, True);

  start = now_ms ();
  child = fork ();
  if (child == 0)
    {
      close (ConnectionNumber (display));
      execvp (argv[i + 1], argv + i + 1);
      perror ("x-map-time: exec");
      _exit (127);
    }

  while (now_ms () - start < 30000 && (mapped < 0 || (!kill_after && exited < 0)))
    {
      struct pollfd fd = { ConnectionNumber (display), POLLIN, 0 };
      if (exited < 0 && waitpid (child, &status, WNOHANG) == child)
        exited = now_ms ();
      if (XPending (display) == 0)
        poll (&fd, 1, 5);
      while (XPending (display) > 0)
        {
          XEvent event;
          XNextEvent (display, &event);
          if (event.type == MapNotify && !event.xmap.override_redirect && ++maps == maps_wanted)
            mapped = now_ms ();
        }
      if (exited >= 0 && mapped < 0)
        break;
    }

  if (exited < 0)
    {
      if (kill_after || mapped < 0)
        kill (child, SIGTERM);
      waitpid (child, &status, 0);
    }
  fflush (stdout);
  if (mapped < 0)
    {
      fprintf (stderr, "x-map-time: %s mapped %d of %d windows\n", argv[i + 1], maps, maps_wanted);
      return 1;
    }
  printf ("%s_cold_map_ms: %.2f\n", prefix, mapped - start);
  if (!kill_after)
    printf ("%s_cold_exit_ms: %.2f\n", prefix, exited - start);
  return 0;

usage:
  fprintf (stderr, "usage: %s PREFIX [--maps K] [--kill] -- COMMAND [ARG...]\n", argv[0]);
  return 2;
}
