/* alert's GOption table: static data, as GLib intends, so a run that shows a dialog or
 * prints the version builds nothing and translates nothing. GOption translates the
 * descriptions (and the context's summary and description) in alert's gettext domain only
 * when it prints --help. N_ marks them for po/update. See docs/alert.md for each option. */

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

static const GOptionEntry entries[] = {
  { "title", 0, 0, G_OPTION_ARG_FILENAME, &options.title,
    N_("The dialog's heading (required unless a zenity dialog type is given)"), "TEXT" },
  { "message", 0, 0, G_OPTION_ARG_FILENAME, &options.message,
    N_("The text under the heading; “-” reads it from stdin"), "TEXT" },
  { "message-file", 0, 0, G_OPTION_ARG_FILENAME, &options.message_file,
    N_("Read the text under the heading from FILE"), "FILE" },
  { "button", 0, 0, G_OPTION_ARG_FILENAME_ARRAY, &options.buttons,
    N_("A button, left to right after the cancel button; ROLE is cancel, destructive or default. Repeatable"),
    "LABEL[:ROLE]" },
  { "icon", 0, 0, G_OPTION_ARG_FILENAME, &options.icon,
    N_("The kind of message: error, warning, info or question"), "TYPE" },
  { "timeout", 0, 0, G_OPTION_ARG_FILENAME, &options.timeout,
    N_("Close the dialog after SECONDS and exit 5; 0 means never"), "SECONDS" },
  { "timeout-answer", 0, 0, G_OPTION_ARG_FILENAME, &options.timeout_answer,
    N_("The button --timeout chooses, as if it were clicked; the countdown names it"), "LABEL" },
  { "details", 0, 0, G_OPTION_ARG_FILENAME, &options.details,
    N_("Text shown under a collapsed Details expander, with a Copy button; “-” reads it from stdin"), "TEXT" },
  { "details-file", 0, 0, G_OPTION_ARG_FILENAME, &options.details_file,
    N_("Read the details from FILE"), "FILE" },
  { "dont-ask-again", 0, 0, G_OPTION_ARG_FILENAME, &options.dont_ask_again,
    N_("Add a “Don't ask again” check button; the answer chosen with it checked is kept under KEY in FILE (in $XDG_CONFIG_HOME/alert/ unless absolute) and given without a dialog next time"),
    "FILE:KEY" },
  { "dont-ask-again-reset", 0, 0, G_OPTION_ARG_FILENAME, &options.dont_ask_again_reset,
    N_("Forget the answer kept under KEY in FILE, and exit"), "FILE:KEY" },
  { "json", 0, 0, G_OPTION_ARG_NONE, &options.json,
    N_("Print the answer as one line of JSON (answer, id, index, role, ending, remembered)"), NULL },
  { "app-id", 0, 0, G_OPTION_ARG_FILENAME, &options.app_id,
    N_("The application id and program name a desktop names the window and finds its icon by"), "ID" },
  { "adwaita", 0, 0, G_OPTION_ARG_NONE, &options.adwaita,
    N_("Show libadwaita's dialog, as zenity 4 does, instead of GTK's (as ALERT_STYLE=adwaita); GTK's when libadwaita is missing"),
    NULL },
  { "activation-delay", 0, 0, G_OPTION_ARG_FILENAME, &options.activation_delay,
    N_("The buttons ignore Return, Space and clicks for SECONDS after the dialog appears (Escape still works), so a key typed elsewhere cannot answer it; for prompts of cron jobs and daemons. 0, the default, means not at all"),
    "SECONDS" },
  { "error", 0, 0, G_OPTION_ARG_NONE, &options.error,
    N_("zenity: an error dialog with an OK button"), NULL },
  { "warning", 0, 0, G_OPTION_ARG_NONE, &options.warning,
    N_("zenity: a warning dialog with an OK button"), NULL },
  { "info", 0, 0, G_OPTION_ARG_NONE, &options.info,
    N_("zenity: an information dialog with an OK button"), NULL },
  { "question", 0, 0, G_OPTION_ARG_NONE, &options.question,
    N_("zenity: a question with No and Yes buttons"), NULL },
  { "text", 0, 0, G_OPTION_ARG_FILENAME, &options.text,
    N_("zenity: the dialog's text (same as --message)"), "TEXT" },
  { "ok-label", 0, 0, G_OPTION_ARG_FILENAME, &options.ok_label,
    N_("zenity: the label of the OK or Yes button"), "LABEL" },
  { "cancel-label", 0, 0, G_OPTION_ARG_FILENAME, &options.cancel_label,
    N_("zenity: the label of the No button of --question"), "LABEL" },
  { "extra-button", 0, 0, G_OPTION_ARG_FILENAME_ARRAY, &options.extra_buttons,
    N_("zenity: an extra button; choosing it prints LABEL and exits 1. Repeatable"), "LABEL" },
  { "icon-name", 0, 0, G_OPTION_ARG_FILENAME, &options.icon_name,
    N_("zenity: the dialog's icon; dialog-error, dialog-warning, dialog-information and dialog-question set the kind of message"),
    "ICON-NAME" },
  { "width", 0, 0, G_OPTION_ARG_FILENAME, &options.width,
    N_("zenity: the dialog's width in pixels (at least)"), "WIDTH" },
  { "height", 0, 0, G_OPTION_ARG_FILENAME, &options.height,
    N_("zenity: the dialog's height in pixels (at least)"), "HEIGHT" },
  { "no-wrap", 0, 0, G_OPTION_ARG_NONE, &options.no_wrap,
    N_("zenity: do not wrap the text"), NULL },
  { "no-markup", 0, 0, G_OPTION_ARG_NONE, &options.no_markup,
    N_("zenity: show --text literally, not as Pango markup"), NULL },
  { "ellipsize", 0, 0, G_OPTION_ARG_NONE, &options.ellipsize,
    N_("zenity: cut a long text short with “…” instead of wrapping it"), NULL },
  { "default-cancel", 0, 0, G_OPTION_ARG_NONE, &options.default_cancel,
    N_("zenity: Return answers No in --question"), NULL },
  { "switch", 0, 0, G_OPTION_ARG_NONE, &options.switch_buttons,
    N_("zenity: --question without No and Yes: only the --extra-button buttons"), NULL },
  { "modal", 0, 0, G_OPTION_ARG_NONE, &options.modal,
    N_("zenity: a modal dialog (alert's dialogs always are)"), NULL },
  { "display", 0, 0, G_OPTION_ARG_FILENAME, &options.display,
    N_("The X display to use (zenity's GTK 3 option)"), "DISPLAY" },
  { "version", 0, 0, G_OPTION_ARG_NONE, &options.version,
    N_("Print the version and exit"), NULL },
  { "entry", 0, 0, G_OPTION_ARG_NONE, &options.entry,
    N_("zenity: a text entry; prints the text typed"), NULL },
  { "entry-text", 0, 0, G_OPTION_ARG_FILENAME, &options.entry_text,
    N_("zenity: the text --entry starts with"), "TEXT" },
  { "hide-text", 0, 0, G_OPTION_ARG_NONE, &options.hide_text,
    N_("zenity: --entry shows bullets instead of the text"), NULL },
  { "password", 0, 0, G_OPTION_ARG_NONE, &options.password,
    N_("zenity: a password entry; prints the password"), NULL },
  { "username", 0, G_OPTION_FLAG_OPTIONAL_ARG | G_OPTION_FLAG_FILENAME, G_OPTION_ARG_CALLBACK, on_username,
    N_("zenity: --password asks for a user name too and prints USER|PASSWORD; =USER fills it in"), "[USER]" },
  { "field", 0, G_OPTION_FLAG_FILENAME, G_OPTION_ARG_CALLBACK, on_field_argument,
    N_("A text field labelled LABEL; its text is printed on a line after the button's label. Repeatable"),
    "LABEL" },
  { "value", 0, G_OPTION_FLAG_FILENAME, G_OPTION_ARG_CALLBACK, on_field_argument,
    N_("The text the --field just before starts with"), "TEXT" },
  { "secret", 0, G_OPTION_FLAG_FILENAME, G_OPTION_ARG_CALLBACK, on_field_argument,
    N_("A password field labelled LABEL, printed as --field; it never has a default. Repeatable"), "LABEL" },
  { "progress", 0, 0, G_OPTION_ARG_NONE, &options.progress,
    N_("zenity: a progress dialog fed by stdin: a number sets the percentage, “# TEXT” the text"), NULL },
  { "percentage", 0, 0, G_OPTION_ARG_FILENAME, &options.percentage,
    N_("zenity: --progress starts at PERCENTAGE"), "PERCENTAGE" },
  { "pulsate", 0, 0, G_OPTION_ARG_NONE, &options.pulsate,
    N_("zenity: --progress pulses until a number comes"), NULL },
  { "auto-close", 0, 0, G_OPTION_ARG_NONE, &options.auto_close,
    N_("zenity: --progress exits 0 when 100 is reached"), NULL },
  { "auto-kill", 0, 0, G_OPTION_ARG_NONE, &options.auto_kill,
    N_("zenity: Cancel or Escape in --progress ends what writes to stdin (SIGTERM) and the parent (SIGHUP)"), NULL },
  { "no-cancel", 0, 0, G_OPTION_ARG_NONE, &options.no_cancel,
    N_("zenity: --progress without a Cancel button"), NULL },
  { "time-remaining", 0, 0, G_OPTION_ARG_NONE, &options.time_remaining,
    N_("zenity: --progress estimates the time left to 100"), NULL },
  { "list", 0, 0, G_OPTION_ARG_NONE, &options.list,
    N_("zenity: a list of rows to choose from; its cells are the arguments, or stdin's lines without any; prints the rows chosen"), NULL },
  { "forms", 0, 0, G_OPTION_ARG_NONE, &options.forms,
    N_("zenity: a form of fields (--add-entry, --add-password, --add-combo, --add-calendar, --add-list); prints their values on one line, joined by --separator"), NULL },
  { "add-entry", 0, G_OPTION_FLAG_FILENAME, G_OPTION_ARG_CALLBACK, on_field_argument,
    N_("zenity: a text field of --forms labelled LABEL. Repeatable"), "LABEL" },
  { "add-password", 0, G_OPTION_FLAG_FILENAME, G_OPTION_ARG_CALLBACK, on_field_argument,
    N_("zenity: a password field of --forms labelled LABEL. Repeatable"), "LABEL" },
  { "add-combo", 0, G_OPTION_FLAG_FILENAME, G_OPTION_ARG_CALLBACK, on_field_argument,
    N_("zenity: a combo box of --forms labelled LABEL; prints the value chosen, or a space. Repeatable"), "LABEL" },
  { "combo-values", 0, 0, G_OPTION_ARG_FILENAME_ARRAY, &options.combo_values,
    N_("zenity: the values of a --forms combo box, separated by “|”; the first goes with the first --add-combo, and so on"),
    "VALUE|…" },
  { "add-calendar", 0, G_OPTION_FLAG_FILENAME, G_OPTION_ARG_CALLBACK, on_field_argument,
    N_("zenity: a calendar of --forms labelled LABEL, at today; prints the date chosen. Repeatable"), "LABEL" },
  { "forms-date-format", 0, 0, G_OPTION_ARG_FILENAME, &options.forms_date_format,
    N_("zenity: how --forms prints its calendars' dates, in strftime's form (default %x, the locale's)"), "PATTERN" },
  { "add-list", 0, G_OPTION_FLAG_FILENAME, G_OPTION_ARG_CALLBACK, on_field_argument,
    N_("zenity: a list of --forms labelled LABEL; prints the cells of the row chosen. Repeatable"), "LABEL" },
  { "list-values", 0, 0, G_OPTION_ARG_FILENAME_ARRAY, &options.list_values,
    N_("zenity: the cells of a --forms list, row after row, separated by “|”; the first goes with the first --add-list, and so on"),
    "VALUE|…" },
  { "column-values", 0, 0, G_OPTION_ARG_FILENAME_ARRAY, &options.column_values,
    N_("zenity: the column titles of a --forms list, separated by “|” (default: one column, “column”); the first goes with the first --add-list, and so on, the first with those past the last"),
    "TITLE|…" },
  { "show-header", 0, 0, G_OPTION_ARG_NONE, &options.show_header,
    N_("zenity: the lists of --forms show their column titles"), NULL },
  { "column", 0, 0, G_OPTION_ARG_FILENAME_ARRAY, &options.columns,
    N_("zenity: a column of --list titled TITLE. Repeatable"), "TITLE" },
  { "checklist", 0, 0, G_OPTION_ARG_NONE, &options.checklist,
    N_("zenity: --list's first column is check boxes, TRUE or FALSE in each row; prints the rows checked"), NULL },
  { "radiolist", 0, 0, G_OPTION_ARG_NONE, &options.radiolist,
    N_("zenity: --list's first column is radio buttons, TRUE or FALSE in each row; prints the row checked"), NULL },
  { "imagelist", 0, 0, G_OPTION_ARG_NONE, &options.imagelist,
    N_("zenity: --list's first column is images, each cell the image file's path (still what is printed)"), NULL },
  { "multiple", 0, 0, G_OPTION_ARG_NONE, &options.multiple,
    N_("zenity: several rows of --list can be selected"), NULL },
  { "separator", 0, 0, G_OPTION_ARG_FILENAME, &options.separator,
    N_("zenity: what --list prints between the values it prints (default “|”)"), "SEPARATOR" },
  { "print-column", 0, 0, G_OPTION_ARG_FILENAME, &options.print_column,
    N_("zenity: the column --list prints, from 1, or ALL (default: the first, the second with --checklist or --radiolist)"),
    "NUMBER" },
  { "hide-column", 0, 0, G_OPTION_ARG_FILENAME, &options.hide_column,
    N_("zenity: a column of --list not shown, from 1 (it is still printed)"), "NUMBER" },
  { "hide-header", 0, 0, G_OPTION_ARG_NONE, &options.hide_header,
    N_("zenity: --list without its column titles"), NULL },
  { "editable", 0, 0, G_OPTION_ARG_NONE, &options.editable,
    N_("zenity: the cells of --list can be edited (double click); the rows are printed as edited"), NULL },
  { "mid-search", 0, 0, G_OPTION_ARG_NONE, &options.mid_search,
    N_("zenity: accepted; GTK 4.8's list has no type-to-find to change"), NULL },
  { "text-info", 0, 0, G_OPTION_ARG_NONE, &options.text_info,
    N_("zenity: a text to read, from --filename or stdin; OK prints it with --editable"), NULL },
  { "filename", 0, 0, G_OPTION_ARG_FILENAME, &options.filename,
    N_("zenity: the file --text-info shows"), "FILE" },
  { "checkbox", 0, 0, G_OPTION_ARG_FILENAME, &options.checkbox,
    N_("zenity: a check button labelled TEXT under --text-info's text; OK answers only while it is checked"), "TEXT" },
  { "auto-scroll", 0, 0, G_OPTION_ARG_NONE, &options.auto_scroll,
    N_("zenity: --text-info scrolls to the end as stdin's text comes"), NULL },
  { "font", 0, 0, G_OPTION_ARG_FILENAME, &options.font,
    N_("zenity: accepted; --text-info shows the theme's font"), "FONT" },
  { "html", 0, 0, G_OPTION_ARG_NONE, &options.html,
    N_("zenity: refused: alert has no web engine to show HTML"), NULL },
  { "url", 0, 0, G_OPTION_ARG_FILENAME, &options.url,
    N_("zenity: refused: alert has no web engine to show a web page"), "URL" },
  { "no-interaction", 0, 0, G_OPTION_ARG_NONE, &options.no_interaction,
    N_("zenity: refused: it belongs to --html, and alert has no web engine"), NULL },
  { "file-selection", 0, 0, G_OPTION_ARG_NONE, &options.file_selection,
    N_("zenity: GTK's file chooser; prints the path chosen, or with --multiple the paths joined by --separator; --filename is the folder and name it starts at"), NULL },
  { "directory", 0, 0, G_OPTION_ARG_NONE, &options.directory,
    N_("zenity: --file-selection chooses folders"), NULL },
  { "save", 0, 0, G_OPTION_ARG_NONE, &options.save,
    N_("zenity: --file-selection names a file to save, and asks before one is overwritten"), NULL },
  { "confirm-overwrite", 0, 0, G_OPTION_ARG_NONE, &options.confirm_overwrite,
    N_("zenity: accepted; --save always asks before a file is overwritten (GTK 4)"), NULL },
  { "file-filter", 0, 0, G_OPTION_ARG_FILENAME_ARRAY, &options.file_filters,
    N_("zenity: a filter of --file-selection: a name, “|”, and the patterns of the files it shows; or the patterns alone. Repeatable"),
    "NAME | PATTERN…" },
  { "window-icon", 0, 0, G_OPTION_ARG_FILENAME, &options.window_icon,
    N_("zenity: the window's icon: a file, an icon name, or error, warning, info or question"), "ICON" },
  { "class", 0, 0, G_OPTION_ARG_FILENAME, &options.program_class,
    N_("zenity: the window's class, by which window managers match it (X11's WM_CLASS); ignored on Wayland"), "CLASS" },
  { "name", 0, 0, G_OPTION_ARG_FILENAME, &options.program_name,
    N_("zenity: the program name, by which window managers match the window (X11's WM_CLASS, Wayland's app id), as --app-id"), "NAME" },
  { "attach", 0, 0, G_OPTION_ARG_FILENAME, &options.attach,
    N_("zenity: the X window the dialog stands over (transient for), by its id: decimal or 0x hexadecimal; ignored on Wayland"),
    "WINDOW" },
  { "gtk-module", 0, 0, G_OPTION_ARG_FILENAME, &options.gtk_module,
    N_("zenity: accepted; GTK 4 loads no modules"), "MODULES" },
  { "g-fatal-warnings", 0, 0, G_OPTION_ARG_NONE, &options.g_fatal_warnings,
    N_("zenity: GLib warnings and criticals end the program (GLib's meaning)"), NULL },
  { "scale", 0, 0, G_OPTION_ARG_NONE, &options.scale,
    N_("zenity: a scale to pick a whole number with (--value, from 0 by default); prints the number"), NULL },
  { "min-value", 0, 0, G_OPTION_ARG_FILENAME, &options.min_value,
    N_("zenity: the least value of --scale (default 0)"), "VALUE" },
  { "max-value", 0, 0, G_OPTION_ARG_FILENAME, &options.max_value,
    N_("zenity: the greatest value of --scale (default 100)"), "VALUE" },
  { "step", 0, 0, G_OPTION_ARG_FILENAME, &options.step,
    N_("zenity: how far the arrow keys move --scale (default 1)"), "VALUE" },
  { "print-partial", 0, 0, G_OPTION_ARG_NONE, &options.print_partial,
    N_("zenity: --scale prints each value as it changes, one a line"), NULL },
  { "hide-value", 0, 0, G_OPTION_ARG_NONE, &options.hide_value,
    N_("zenity: --scale does not show its value"), NULL },
  { "calendar", 0, 0, G_OPTION_ARG_NONE, &options.calendar,
    N_("zenity: a calendar to pick a date with (today by default); prints the date"), NULL },
  { "day", 0, 0, G_OPTION_ARG_FILENAME, &options.day,
    N_("zenity: the day --calendar starts at"), "DAY" },
  { "month", 0, 0, G_OPTION_ARG_FILENAME, &options.month,
    N_("zenity: the month --calendar starts at, 1 to 12"), "MONTH" },
  { "year", 0, 0, G_OPTION_ARG_FILENAME, &options.year,
    N_("zenity: the year --calendar starts at"), "YEAR" },
  { "date-format", 0, 0, G_OPTION_ARG_FILENAME, &options.date_format,
    N_("zenity: how --calendar prints the date, in strftime's form (default %x, the locale's)"), "PATTERN" },
  { "color-selection", 0, 0, G_OPTION_ARG_NONE, &options.color_selection,
    N_("zenity: a colour chooser; prints the colour as rgb(r,g,b) or rgba(r,g,b,a)"), NULL },
  { "color", 0, 0, G_OPTION_ARG_FILENAME, &options.color,
    N_("zenity: the colour --color-selection starts at (a name, #rrggbb, rgb(…), rgba(…))"), "VALUE" },
  { "show-palette", 0, 0, G_OPTION_ARG_NONE, &options.show_palette,
    N_("zenity: --color-selection shows its palette instead of its editor"), NULL },
  { "notification", 0, 0, G_OPTION_ARG_NONE, &options.notification,
    N_("zenity: sends --text as a desktop notification (its first line the summary, the rest the body) and exits"), NULL },
  { "listen", 0, 0, G_OPTION_ARG_NONE, &options.listen,
    N_("zenity: --notification reads commands from stdin, one a line: message:TEXT sends a notification, icon:ICON and hints:NAME:VALUE set those of the next ones"),
    NULL },
  { "hint", 0, 0, G_OPTION_ARG_FILENAME_ARRAY, &options.hints,
    N_("zenity: a hint of --notification, NAME:VALUE (urgency:2, category:email, transient:true, …). Repeatable"), "NAME:VALUE" },
  { "about", 0, 0, G_OPTION_ARG_NONE, &options.about,
    N_("zenity: GTK's about dialog, naming alert and its version; Close or Escape exits 1, as zenity's does"), NULL },
  { "required", 0, 0, G_OPTION_ARG_NONE, &options.required,
    N_("The default button (every button but the cancel one, without a default) stays disabled while a field is empty"),
    NULL },
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
