/* The floor for `alert --version`: a C program linked against GTK 4 that prints a
 * version and exits, without opening a display. Whatever `alert --version` costs
 * beyond this (time, peak RSS) is its own start-up: the Swift runtime and what it links.
 *
 * Build: cc $(pkg-config --cflags gtk4) -O2 -Wall -o c-version c-version.c $(pkg-config --libs gtk4)
 */
#include <gtk/gtk.h>
#include <stdio.h>

int
main (void)
{
  printf ("%u.%u.%u\n", gtk_get_major_version (), gtk_get_minor_version (), gtk_get_micro_version ());
  return 0;
}
