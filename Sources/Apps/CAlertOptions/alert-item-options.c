/* alert's --item and --unchecked: GOption callbacks, not arrays, because --unchecked
 * belongs to the --item before it, which only the order of the command line tells. Kept
 * apart from alert-options.c's table, added to the same context (Options.swift). */

#include "alert-options.h"
#include <glib.h>

#define N_(text) text

static AlertItemArguments items;

static gboolean
alert_on_item (const char *name, const char *value, gpointer data, GError **error)
{
  (void) name;
  (void) data;
  (void) error;
  items.labels = g_renew (char *, items.labels, items.count + 2);
  items.unchecked = g_renew (int, items.unchecked, items.count + 1);
  items.labels[items.count] = g_strdup (value);
  items.labels[items.count + 1] = NULL;
  items.unchecked[items.count] = 0;
  items.count++;
  return TRUE;
}

static gboolean
alert_on_unchecked (const char *name, const char *value, gpointer data, GError **error)
{
  (void) value;
  (void) data;
  if (items.count == 0)
    {
      /* GOption's own errors are translated in GLib's domain; this one in alert's. */
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   g_dgettext ("alert", N_("%s must follow the --item it leaves unchecked")), name);
      return FALSE;
    }
  items.unchecked[items.count - 1] = 1;
  return TRUE;
}

static const GOptionEntry entries[] = {
  { "item", 0, G_OPTION_FLAG_FILENAME, G_OPTION_ARG_CALLBACK, (gpointer) alert_on_item,
    N_("An item the question is about, shown as a check row, checked; the checked ones are printed after the button. Repeatable"),
    "LABEL" },
  { "unchecked", 0, G_OPTION_FLAG_NO_ARG, G_OPTION_ARG_CALLBACK, (gpointer) alert_on_unchecked,
    N_("Leave the --item just before it unchecked"), NULL },
  { NULL, 0, 0, 0, NULL, NULL, NULL }
};

const void *
alert_item_option_entries (void)
{
  return entries;
}

const AlertItemArguments *
alert_item_options (void)
{
  return &items;
}
