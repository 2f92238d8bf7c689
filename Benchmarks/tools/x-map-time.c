/* Cold start, seen from outside: the time from spawning a command to the X server
 * mapping its K-th top-level window, and to the command's exit.
 *
 * Watches the root window's SubstructureNotify events (no window manager needed),
 * so it times any X client alike: the library's `alert`, the C baseline, zenity (GTK 3).
 * The clock starts just before fork(); it stops at the MapNotify of the K-th
 * non-override-redirect window mapped under the root.
 *
 * Build: cc -O2 -Wall -o x-map-time x-map-time.c -lX11
 * Run:   x-map-time PREFIX [--maps K] [--kill] [--read-all SECONDS] -- COMMAND [ARG...]
 *   --maps K     stop at the K-th map (default 1: a dialog with no parent window)
 *   --kill       SIGTERM the command once mapped (for programs that wait for a person)
 *   --read-all S also wait, once mapped, at most S seconds until the command has read its
 *                stdin (a regular file) to the end, as /proc/PID/fdinfo/0 shows: a list
 *                reading its rows as they arrive is mapped before it has them
 * Prints PREFIX_cold_map_ms; with --read-all, PREFIX_read_all_ms, or PREFIX_read_bytes
 * and PREFIX_read_ms (how far it had read when the S seconds ran out); without --kill,
 * PREFIX_cold_exit_ms. The command's own stdout passes through. Exit status 1 if nothing
 * was mapped within 30 s.
 */
#define _GNU_SOURCE
#include <X11/Xlib.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include "monotonic-ms.h"
#include <unistd.h>

/* Where the child's stdin stands, in bytes (its fdinfo's "pos:"), or -1. */
static long long
stdin_position (pid_t child)
{
  char path[64], line[128];
  long long position = -1;
  FILE *info;
  snprintf (path, sizeof path, "/proc/%d/fdinfo/0", (int) child);
  info = fopen (path, "r");
  if (info == NULL)
    return -1;
  while (fgets (line, sizeof line, info) != NULL)
    if (sscanf (line, "pos: %lld", &position) == 1)
      break;
  fclose (info);
  return position;
}

int
main (int argc, char **argv)
{
  const char *prefix;
  int maps_wanted = 1, kill_after = 0, i = 2, maps = 0, status;
  double read_limit = -1;
  long long position = -1;
  double start, mapped = -1, exited = -1, all_read = -1;
  struct stat input;
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
      else if (strcmp (argv[i], "--read-all") == 0 && i + 1 < argc)
        read_limit = atof (argv[++i]) * 1000;
      else
        goto usage;
    }
  if (i + 1 >= argc || maps_wanted < 1)
    goto usage;
  if (read_limit >= 0 && (fstat (0, &input) != 0 || !S_ISREG (input.st_mode)))
    {
      fprintf (stderr, "x-map-time: --read-all needs a regular file as stdin\n");
      return 2;
    }

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
  /* A millisecond apart: what is timed is hundreds of them. */
  while (read_limit >= 0 && mapped >= 0 && exited < 0 && now_ms () - mapped < read_limit)
    {
      position = stdin_position (child);
      if (position >= (long long) input.st_size)
        {
          all_read = now_ms ();
          break;
        }
      usleep (1000);
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
  if (read_limit >= 0 && all_read >= 0)
    printf ("%s_read_all_ms: %.2f\n", prefix, all_read - start);
  else if (read_limit >= 0)
    printf ("%s_read_bytes: %lld\n%s_read_ms: %.2f\n", prefix, position, prefix, mapped + read_limit - start);
  if (!kill_after)
    printf ("%s_cold_exit_ms: %.2f\n", prefix, exited - start);
  return 0;

usage:
  fprintf (stderr, "usage: %s PREFIX [--maps K] [--kill] [--read-all SECONDS] -- COMMAND [ARG...]\n", argv[0]);
  return 2;
}
