/* alert's GOption table, expanded from the options' list (ALERT_OPTIONS, alert-options.h):
 * static data, as GLib intends, so a run that shows a dialog or prints the version builds
 * nothing and translates nothing. GOption translates the descriptions (and the context's
 * summary and description) in alert's gettext domain only when it prints --help. */

#include "alert-options.h"
#include <glib.h>

#define N_(text) text

static AlertArguments options;

/* --field, --secret, --value: appended in the order given; alert checks the order. */
static void
add_field_argument (AlertFieldKind kind, const char *text)
{
  options.fields = g_renew (AlertFieldArgument, options.fields, options.field_count + 1);
  options.fields[options.field_count].kind = kind;
  options.fields[options.field_count].text = g_strdup (text);
  options.field_count++;
}

static gboolean
on_field_argument (const char *name, const char *value, gpointer data, GError **error)
{
  (void) data;
  (void) error;
  add_field_argument (g_str_equal (name, "--secret") ? ALERT_FIELD_SECRET
                      : g_str_equal (name, "--value") ? ALERT_FIELD_VALUE
                      : g_str_equal (name, "--add-entry") ? ALERT_FIELD_FORMS_ENTRY
                      : g_str_equal (name, "--add-password") ? ALERT_FIELD_FORMS_PASSWORD
                      : g_str_equal (name, "--add-combo") ? ALERT_FIELD_FORMS_COMBO
                      : g_str_equal (name, "--add-calendar") ? ALERT_FIELD_FORMS_CALENDAR
                      : g_str_equal (name, "--add-list") ? ALERT_FIELD_FORMS_LIST
                                                              : ALERT_FIELD_PLAIN,
                      value);
  return TRUE;
}

/* --username alone is zenity's flag; --username=USER also fills the user name in. */
static gboolean
on_username (const char *name, const char *value, gpointer data, GError **error)
{
  (void) name;
  (void) data;
  (void) error;
  options.username = TRUE;
  g_free (options.username_text);
  options.username_text = g_strdup (value);
  return TRUE;
}

#define ALERT_OPTION_ENTRY_TEXT(field, name, argument, description) \
  { name, 0, 0, G_OPTION_ARG_FILENAME, &options.field, description, argument },
#define ALERT_OPTION_ENTRY_TEXTS(field, name, argument, description) \
  { name, 0, 0, G_OPTION_ARG_FILENAME_ARRAY, &options.field, description, argument },
#define ALERT_OPTION_ENTRY_FLAG(field, name, description) \
  { name, 0, 0, G_OPTION_ARG_NONE, &options.field, description, NULL },
#define ALERT_OPTION_ENTRY_CALL(callback, name, flags, argument, description) \
  { name, 0, flags, G_OPTION_ARG_CALLBACK, (gpointer) callback, description, argument },

static const GOptionEntry entries[] = {
  ALERT_OPTIONS (ALERT_OPTION_ENTRY_TEXT, ALERT_OPTION_ENTRY_TEXTS, ALERT_OPTION_ENTRY_FLAG,
                 ALERT_OPTION_ENTRY_CALL)
  { NULL, 0, 0, 0, NULL, NULL, NULL }
};

/* gboolean is an int: the flags' storage is declared int in the header so that it needs no
 * GLib types; this keeps the two the same size. */
G_STATIC_ASSERT (sizeof (gboolean) == sizeof (int));

const void *
alert_option_entries (void)
{
  return entries;
}

const AlertArguments *
alert_options (void)
{
  return &options;
}
