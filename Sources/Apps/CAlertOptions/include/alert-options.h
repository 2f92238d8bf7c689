/* alert's command-line options: GOption's table, static in alert-options.c, and the
 * storage GOption writes each value to. Plain C types only, no GLib header: CGtk's
 * module.modulemap says why. */
#pragma once

/* One of --field, --secret and --value, or --forms' --add-entry, --add-password,
 * --add-combo, --add-calendar and --add-list, in the order given (GOption calls back for
 * each, so the order is kept): a --value gives the default of the --field before it, and
 * the form's fields are shown and printed in this order. */
typedef enum
{
  ALERT_FIELD_PLAIN,
  ALERT_FIELD_SECRET,
  ALERT_FIELD_VALUE,
  ALERT_FIELD_FORMS_ENTRY,
  ALERT_FIELD_FORMS_PASSWORD,
  ALERT_FIELD_FORMS_COMBO,
  ALERT_FIELD_FORMS_CALENDAR,
  ALERT_FIELD_FORMS_LIST
} AlertFieldKind;

typedef struct
{
  AlertFieldKind kind;
  /* The label (--field, --secret) or the default (--value), as the bytes given. */
  char *text;
} AlertFieldArgument;

/* What the command line says, as GOption wrote it: text options as the bytes given
 * (GOption's "filename" kind), NULL when absent; repeatable ones NULL-terminated arrays;
 * flags 0 or 1. */
typedef struct
{
  char *title, *message, *message_file, *text;
  char **buttons, **extra_buttons;
  char *icon, *icon_name, *timeout, *timeout_answer;
  char *details, *details_file, *dont_ask_again, *dont_ask_again_reset;
  char *ok_label, *cancel_label, *width, *height, *display, *app_id;
  int error, warning, info, question;
  int no_wrap, no_markup, ellipsize, default_cancel, switch_buttons, modal;
  int json, version, adwaita;
  /* zenity's --about: GTK's about dialog. */
  int about;
  /* --entry, --password, --entry-text, --hide-text, --username[=USER], --required. */
  int entry, password, hide_text, username, required;
  char *entry_text, *username_text;
  /* --field, --secret and --value in the order given; field_count of them. */
  AlertFieldArgument *fields;
  int field_count;
  char *activation_delay;
  /* zenity's --progress and its flags; --percentage as the bytes given. */
  int progress, pulsate, auto_close, auto_kill, no_cancel, time_remaining;
  char *percentage;
  /* zenity's --list and its flags; --column repeatable, the numbers as the bytes given. */
  int forms;
  /* --forms' --combo-values, --list-values and --column-values (each repeatable: the Nth
   * goes with the Nth combo or list, as in zenity), --show-header, --forms-date-format. */
  char **combo_values, **list_values, **column_values;
  int show_header;
  char *forms_date_format;
  int list, checklist, radiolist, imagelist, multiple, editable, hide_header, mid_search;
  char **columns;
  char *separator, *print_column, *hide_column;
  /* zenity's --text-info and its flags; --html, --url and --no-interaction are refused. */
  int text_info, auto_scroll, html, no_interaction;
  char *filename, *checkbox, *font, *url;
  /* zenity's --file-selection and its flags (--filename, --multiple and --separator are
   * --text-info's and --list's too); --file-filter repeatable. */
  int file_selection, directory, save, confirm_overwrite;
  char **file_filters;
  /* zenity 3's general flags: what window managers read of the window (--attach as the
   * bytes given), and GTK 3's --gtk-module and --g-fatal-warnings. */
  char *window_icon, *program_class, *program_name, *attach, *gtk_module;
  int g_fatal_warnings;
  /* zenity's --scale, --calendar and --color-selection and their flags, the numbers as the
   * bytes given; --scale's --value is the fields' (see AlertFieldKind). */
  int scale, print_partial, hide_value, calendar, color_selection, show_palette;
  char *min_value, *max_value, *step, *day, *month, *year, *date_format, *color;
  /* zenity's --notification and its flags; --hint repeatable, NAME:VALUE as given. */
  int notification, listen;
  char **hints;
} AlertArguments;

/* The table for g_option_context_add_main_entries (a GOptionEntry array, ended by an
 * empty entry), whose descriptions GOption translates in the domain it is given. */
const void *alert_option_entries (void);

/* Where GOption writes the values of that table. */
const AlertArguments *alert_options (void);

/* The --item options, in command-line order: `count` labels (the bytes given; `labels`
 * NULL-terminated, NULL while none), and for each whether --unchecked followed it. */
typedef struct
{
  char **labels;
  int *unchecked;
  int count;
} AlertItemArguments;

/* The table of --item and --unchecked (GOption callbacks, alert-item-options.c), for
 * g_option_context_add_main_entries as alert_option_entries' is. */
const void *alert_item_option_entries (void);

/* What those callbacks read. */
const AlertItemArguments *alert_item_options (void);
