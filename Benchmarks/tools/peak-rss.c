/* Wall time and peak RSS of a command, seen from outside:
 *
 *   peak-rss PREFIX -- COMMAND [ARG...]
 *
 * Prints PREFIX_wall_ms (fork → the command's end) and PREFIX_peak_rss_kib: the
 * ru_maxrss that wait4() reports for the command, which is the larger of its own peak
 * and its waited-for children's (so `peak-rss x -- x-map-time … -- alert …` reports
 * alert's). The command is forked from this small program, not from a Python
 * interpreter: a forked child's peak starts at its parent's size until it execs, which
 * made Python's ~14 MiB the floor of every figure. The command's stdout passes through.
 *
 * Build: cc -O2 -Wall -o peak-rss peak-rss.c
 */
#define _GNU_SOURCE
#include <stdio.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include "monotonic-ms.h"
#include <unistd.h>

int
main (int argc, char **argv)
{
  struct rusage usage;
  double start;
  int status;
  pid_t child;

  if (argc < 4 || strcmp (argv[2], "--") != 0)
    {
      fprintf (stderr, "usage: %s PREFIX -- COMMAND [ARG...]\n", argv[0]);
      return 2;
    }
  fflush (stdout);
  start = now_ms ();
  child = fork ();
  if (child == 0)
    {
      execvp (argv[3], argv + 3);
      perror ("peak-rss: exec");
      _exit (127);
    }
  if (child < 0 || wait4 (child, &status, 0, &usage) < 0)
    {
      perror ("peak-rss");
      return 1;
    }
  printf ("%s_wall_ms: %.3f\n", argv[1], now_ms () - start);
  printf ("%s_peak_rss_kib: %ld\n", argv[1], usage.ru_maxrss);
  return WIFEXITED (status) && WEXITSTATUS (status) == 127 ? 1 : 0;
}
